import { describe, expect, it } from 'vitest';
import { curriculumTemplateInputSchema, planWeekInputSchema, type CurriculumBlock } from './curriculum';
import { applyTemplate, emptyOutcomes, themeOfWeek, weekOfPlan, withPlanWeek } from './season-weeks';
import { canEditTeamProfile, canManageCurriculum, canPlanGroupWeeks } from '../teams/team-permissions';
import type { Actor } from '../accounts/permissions';
import { noFlags } from '../entities';

const block = (weeks: number, themes: CurriculumBlock['themes'], objectives = ''): CurriculumBlock => ({ weeks, themes, objectives, outcomes: emptyOutcomes });
const template = { id: 't1', name: 'U9 season', blocks: [block(2, ['Dribbling'], 'Beat a player'), block(1, ['Passing & Receiving', 'Support'])] };

describe('applyTemplate', () => {
  it('lays the blocks week after week from the week of the start date', () => {
    const plan = applyTemplate(template, '2026-09-02');
    expect(plan.startDate).toBe('2026-08-31');
    expect(plan.weeks.map((w) => [w.weekStart, w.themes, w.block])).toEqual([
      ['2026-08-31', ['Dribbling'], 1],
      ['2026-09-07', ['Dribbling'], 1],
      ['2026-09-14', ['Passing & Receiving', 'Support'], 2],
    ]);
  });

  it('skips holiday weeks and carries the season on after them', () => {
    const plan = applyTemplate(template, '2026-08-31', ['2026-09-09']);
    expect(plan.weeks.map((w) => w.weekStart)).toEqual(['2026-08-31', '2026-09-14', '2026-09-21']);
    expect(themeOfWeek(plan, '2026-09-10')).toEqual([]);
    expect(themeOfWeek(plan, '2026-09-24')).toEqual(['Passing & Receiving', 'Support']);
  });
});

describe('themeOfWeek', () => {
  it('is empty without a plan and outside the season', () => {
    expect(themeOfWeek(null, '2026-09-01')).toEqual([]);
    expect(themeOfWeek(applyTemplate(template, '2026-08-31'), '2026-08-30')).toEqual([]);
    expect(weekOfPlan(applyTemplate(template, '2026-08-31'), '2026-09-06')?.objectives).toBe('Beat a player');
  });
});

describe('withPlanWeek', () => {
  const plan = applyTemplate(template, '2026-08-31', ['2026-09-07']);
  it('rewrites one week and keeps its outcomes', () => {
    const next = withPlanWeek(plan, { weekStart: '2026-08-31', themes: ['Finishing'], objectives: 'Shoot early' });
    expect(themeOfWeek(next, '2026-09-01')).toEqual(['Finishing']);
    expect(weekOfPlan(next, '2026-09-01')?.block).toBeNull();
    expect(next.weeks).toHaveLength(3);
  });
  it('fills a holiday week in order, and the same change twice changes nothing', () => {
    const once = withPlanWeek(plan, { weekStart: '2026-09-07', themes: ['Futsal'], objectives: '' });
    expect(once.weeks.map((w) => w.weekStart)).toEqual(['2026-08-31', '2026-09-07', '2026-09-14', '2026-09-21']);
    expect(withPlanWeek(once, { weekStart: '2026-09-07', themes: ['Futsal'], objectives: '' })).toBe(once);
  });
  it('starts a plan for a group that had none', () => {
    expect(withPlanWeek(null, { weekStart: '2026-09-07', themes: ['Futsal'], objectives: '' }).weeks).toHaveLength(1);
  });
});

describe('schemas', () => {
  it('refuse a week that does not start on a Monday and an unknown theme, with clear messages', () => {
    const result = planWeekInputSchema.safeParse({ weekStart: '2026-09-08', themes: ['Juggling'], objectives: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain('A week starts on a Monday');
    expect(messages).toContain('Choose a theme from the focus list');
  });
  it('refuse a season longer than 52 weeks and a block without a theme', () => {
    const tooLong = curriculumTemplateInputSchema.safeParse({ name: 'x', ageBand: 'U9-U10', blocks: [block(20, ['Dribbling']), block(20, ['Dribbling']), block(13, ['Dribbling'])] });
    expect(tooLong.error?.issues.map((i) => i.message)).toContain('A season has at most 52 weeks');
    const noTheme = curriculumTemplateInputSchema.safeParse({ name: 'x', ageBand: 'U9-U10', blocks: [block(2, [])] });
    expect(noTheme.error?.issues.map((i) => i.message)).toContain('Choose at least one theme');
  });
});

describe('team permissions', () => {
  const flags = noFlags;
  const orgAdmin: Actor = { id: 'a', role: 'org_admin', organizationId: 'club', ...flags };
  const coach: Actor = { id: 'c', role: 'coach', organizationId: 'club', ...flags, canCreateSessions: true };
  const superAdmin: Actor = { id: 's', role: 'admin', organizationId: 'provider', ...flags };
  const group = { organizationId: 'club', coachIds: ['c'] };
  it('lets org admins and the group coaches set the profile, nobody of another club', () => {
    expect(canEditTeamProfile(orgAdmin, group)).toBe(true);
    expect(canEditTeamProfile(coach, group)).toBe(true);
    expect(canEditTeamProfile(coach, { organizationId: 'club', coachIds: [] })).toBe(false);
    expect(canEditTeamProfile({ ...orgAdmin, organizationId: 'other' }, group)).toBe(false);
    expect(canEditTeamProfile(superAdmin, group)).toBe(false);
  });
  it('lets only org admins write templates, and those who plan sessions adjust weeks', () => {
    expect(canManageCurriculum(orgAdmin)).toBe(true);
    expect(canManageCurriculum(coach)).toBe(false);
    expect(canManageCurriculum(superAdmin)).toBe(false);
    expect(canPlanGroupWeeks(coach, group)).toBe(true);
    expect(canPlanGroupWeeks({ ...coach, canCreateSessions: false }, group)).toBe(false);
    expect(canPlanGroupWeeks(orgAdmin, { organizationId: 'other' })).toBe(false);
  });
});
