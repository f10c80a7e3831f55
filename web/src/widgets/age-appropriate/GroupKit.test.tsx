import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyTeamProfile, type TeamProfile } from '@pitchside/shared';
import { GroupKit } from '@pitchside/pitch-card';
import { HeadingLimitNote } from './HeadingLimitNote';

const u14: TeamProfile = { ageBand: 'U13-U14', matchFormat: '11v11', trainingMinutes: 90, squadSize: 16, goalkeepers: 2 };
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('the group in the run-through and on the pitch card', () => {
  it("names the format's goals and ball and the heading rule, and nothing without a profile", () => {
    expect(text(renderToStaticMarkup(<GroupKit profile={u14} />))).toBe(
      'Goals: Full-size goals (24 x 8 ft) (11v11) Ball: Size 5 Heading limited: at most 5 headers per player in one session, one heading session a week (FA guidance)',
    );
    expect(renderToStaticMarkup(<GroupKit profile={emptyTeamProfile} />)).toBe('');
    expect(renderToStaticMarkup(<GroupKit profile={undefined} />)).toBe('');
  });

  it('shows the limit on a heading drill where heading is allowed, and says to leave it out where it is not', () => {
    const drill = { title: 'Near-post headers', instructions: '', profile: { heading: 'counted' as const, headersPerPlayer: 4 } };
    expect(text(renderToStaticMarkup(<HeadingLimitNote activity={drill} group={u14} />))).toBe(
      'Heading for U13-U14: at most 5 headers per player in this session, one heading session a week; count them (FA guidance).',
    );
    expect(text(renderToStaticMarkup(<HeadingLimitNote activity={drill} group={{ ...u14, ageBand: 'U9-U10' }} />))).toBe(
      'It practises heading, which U9-U10 players do not do in training: leave the heading out for this group.',
    );
    expect(renderToStaticMarkup(<HeadingLimitNote activity={{ ...drill, profile: { heading: 'none' } }} group={u14} />)).toBe('');
  });
});
