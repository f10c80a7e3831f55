// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { WhyItMatters } from '@pitchside/shared';
import { drillProfileFixture } from '@pitchside/shared/testing/profile-fixture';
import { DrillProfile } from './DrillProfile';

const profile = drillProfileFixture({
  players: { min: 6, ideal: 7, max: 9, goalkeepers: 1 },
  practiceType: 'phase of play',
  safetyNotes: ['Aerial challenges for U13 and older only'],
});

describe('DrillProfile', () => {
  it('shows every field of the drill details', () => {
    const html = renderToStaticMarkup(<DrillProfile profile={profile} />);
    for (const text of [
      'Drill Details',
      'Age bands',
      'U9-U10, U11-U12',
      '6-9 (ideal 7), incl. 1 goalkeeper',
      '20 x 25 m',
      '12 min: 4 x 2 min, 2 min on : 1 min off',
      'Medium',
      'Phase of play',
      '8 cones',
      '6 balls',
      'Objectives',
      profile.objectives[0]!,
      'What to look for',
      profile.lookFor[1]!,
      'Questions to ask',
      profile.questions[0]!,
      'Safety notes',
      'Aerial challenges for U13 and older only',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('a partial profile shows only the details given', () => {
    const html = renderToStaticMarkup(<DrillProfile profile={{ ageBands: ['U9-U10'], duration: { minutes: 15 } }} />);
    for (const text of ['Drill Details', 'U9-U10', '15 min']) expect(html).toContain(text);
    for (const text of ['Players', 'Area', 'Intensity', 'Practice type', 'Equipment', 'Objectives', 'What to look for', 'undefined']) {
      expect(html).not.toContain(text);
    }
    expect(renderToStaticMarkup(<DrillProfile profile={{}} />)).toBe('');
  });

  it('says why the drill matters, with the moment of the game and the four corners, in full and in the run-through', () => {
    const why: WhyItMatters = {
      moment: 'transition-to-defend',
      corners: ['tactical', 'psychological-social'],
      text: 'In the seconds after the ball is lost, one player delays while the rest recover. It serves the tactical and psychological/social corners.',
    };
    for (const html of [renderToStaticMarkup(<DrillProfile profile={{ ...profile, whyItMatters: why }} />), renderToStaticMarkup(<DrillProfile profile={{ ...profile, whyItMatters: why }} compact idPrefix="run" />)]) {
      for (const text of ['Why it matters', why.text, 'Moment of the game', 'Transition to defend', 'Four corners', 'Tactical, Psychological/social']) expect(html).toContain(text);
    }
    expect(renderToStaticMarkup(<DrillProfile profile={profile} />)).not.toContain('Why it matters');
  });

  it('compact (run-through) keeps the facts and what to look for only', () => {
    const html = renderToStaticMarkup(<DrillProfile profile={profile} compact idPrefix="run" />);
    expect(html).toContain('6-9 (ideal 7), incl. 1 goalkeeper');
    expect(html).toContain('What to look for');
    expect(html).toContain('id="run-title"');
    expect(html).not.toContain('Questions to ask');
    expect(html).not.toContain('Safety notes');
    expect(html).not.toContain('8 cones');
  });

  it('shows goals, ball, match format and counted heading when the drill states them, in full and compact', () => {
    const stated = { ...profile, goalSize: '16x7', ballSize: 'age', matchFormat: '9v9', heading: 'counted', headersPerPlayer: 5 } as const;
    for (const html of [renderToStaticMarkup(<DrillProfile profile={stated} />), renderToStaticMarkup(<DrillProfile profile={stated} compact />)]) {
      expect(html).toContain('16 x 7 ft goals');
      expect(html).toContain('By age (size 3 to U8, 4 to U12, 5 from U13)');
      expect(html).toContain('9v9');
      expect(html).toContain('Counted: at most 5 headers per player');
    }
    const plain = renderToStaticMarkup(<DrillProfile profile={profile} />);
    expect(plain).not.toContain('Heading');
    expect(plain).not.toContain('Goals');
  });
});
