import { describe, expect, it } from 'vitest';
import { ageBands } from '@pitchside/shared';
import { checkSessionTemplates, MIN_SESSION_TEMPLATES } from './session-template-check';
import type { SessionTemplate } from '@pitchside/shared';
import type { SeedActivity } from '@pitchside/shared';

const drill = (title: string, focus: string, bands: SeedActivity['profile']['ageBands'] = ['U9-U10']) =>
  ({ title, focus, profile: { ageBands: bands } }) as unknown as SeedActivity;
const drills = [drill('Warm Gates', 'Warm-up'), drill('Small Game', 'Small Sided Games'), drill('Pass Lanes', 'Passing & Receiving'), drill('Pass Game', 'Passing & Receiving'), drill('Big Game', 'Small Sided Games', ['U15+'])];

const good = (change: Partial<SessionTemplate> = {}): SessionTemplate => ({
  id: 'passing-u9-u10',
  title: 'Passing: U9-U10',
  theme: 'Passing & Receiving',
  ageBand: 'U9-U10',
  abilityLevel: 'Beginner',
  shape: 'play-practice-play',
  aim: 'U9-U10 players learn to pass accurately; a game, a practice with many repetitions, and a game where it counts.',
  steps: [
    { drill: 'Warm Gates', phase: 'Warm-up', minutes: 10 },
    { drill: 'Small Game', phase: 'Game', minutes: 15 },
    { drill: 'Pass Lanes', phase: 'Main', minutes: 20 },
    { drill: 'Pass Game', phase: 'Game', minutes: 15 },
  ],
  ...change,
});
const only = (problems: string[]) => problems.filter((p) => p.startsWith('template '));

describe('checkSessionTemplates', () => {
  it('passes a template that runs as written, and asks for 40 covering every age band', () => {
    expect(only(checkSessionTemplates([good()], drills))).toEqual([]);
    const problems = checkSessionTemplates([good()], drills);
    expect(problems).toContain(`the library offers 1 session templates, at least ${MIN_SESSION_TEMPLATES} are needed`);
    expect(problems.filter((p) => p.startsWith('no session template for'))).toHaveLength(ageBands.length - 1);
  });

  it('refuses unknown drills, drills of another age band, odd lengths, broken shapes and no drill of the theme', () => {
    const steps = good().steps;
    expect(only(checkSessionTemplates([good({ steps: [...steps.slice(0, 3), { drill: 'Big Game', phase: 'Game', minutes: 15 }] })], drills))).toEqual([
      'template "passing-u9-u10": uses "Big Game", which is not offered to U9-U10',
    ]);
    expect(only(checkSessionTemplates([good({ steps: [...steps.slice(0, 3), { drill: 'Lost Drill', phase: 'Game', minutes: 15 }] })], drills))).toEqual([
      'template "passing-u9-u10": names "Lost Drill", which the library does not have',
    ]);
    expect(only(checkSessionTemplates([good({ steps: steps.map((s) => ({ ...s, minutes: s.minutes + 5 })) })], drills))).toEqual([
      'template "passing-u9-u10": lasts 80 minutes; a template lasts 60, 75, 90 minutes',
    ]);
    expect(only(checkSessionTemplates([good({ shape: 'whole-part-whole' })], drills))).toEqual([
      'template "passing-u9-u10": whole-part-whole plays the same game before and after the part',
    ]);
    expect(only(checkSessionTemplates([good({ steps: steps.map((s) => ({ ...s, phase: 'Main' as const })) })], drills))).toEqual([
      'template "passing-u9-u10": after the warm-up it must play a game, practise (Main), and end with a game',
    ]);
    expect(only(checkSessionTemplates([good({ theme: 'Dribbling' })], drills))).toEqual(['template "passing-u9-u10": has no drill of its theme, Dribbling']);
    expect(only(checkSessionTemplates([good(), good()], drills))).toEqual(['template "passing-u9-u10": its id is used twice']);
  });
});
