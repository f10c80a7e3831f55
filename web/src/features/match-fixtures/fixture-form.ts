import { clubRulePack, localIsoDate, matchFixtureSchema, rulePacks, type Match, type MatchFixture, type RulePack, type RulePackId, type TeamAgeBand } from '@pitchside/shared';

/** The add-fixture form's values as typed, its defaults from the group's age band and rule pack, and its check against the shared schema. */

export type FixtureValues = {
  opponent: string;
  date: string;
  kickOff: string;
  homeAway: 'home' | 'away';
  venue: string;
  rulePack: RulePackId;
  format: MatchFixture['format'];
  periods: string;
  periodMinutes: string;
};

export function packOf(id: RulePackId): RulePack {
  return id === 'club' ? clubRulePack(0.5) : rulePacks[id];
}

export const packOptions = (['fa-england', 'us-youth-soccer', 'ayso', 'club'] as const).map((id) => ({ value: id, label: packOf(id).name }));

/** The pack's format and periods for the group's band, onto the values. */
export function withPackSetup(values: FixtureValues, ageBand: TeamAgeBand | null): FixtureValues {
  const setup = packOf(values.rulePack).setupFor(ageBand);
  return { ...values, format: setup.format, periods: String(setup.periods), periodMinutes: String(setup.periodMinutes) };
}

export function initialFixture(ageBand: TeamAgeBand | null, today = new Date()): FixtureValues {
  return withPackSetup({ opponent: '', date: localIsoDate(today), kickOff: '', homeAway: 'home', venue: '', rulePack: 'fa-england', format: '7v7', periods: '2', periodMinutes: '25' }, ageBand);
}

/** A stored fixture's values, to edit it. */
export function fixtureValuesOf(match: Pick<Match, 'opponent' | 'date' | 'kickOff' | 'homeAway' | 'venue' | 'rulePack' | 'format' | 'periods' | 'periodMinutes'>): FixtureValues {
  return {
    opponent: match.opponent,
    date: match.date,
    kickOff: match.kickOff ?? '',
    homeAway: match.homeAway,
    venue: match.venue,
    rulePack: match.rulePack,
    format: match.format,
    periods: String(match.periods),
    periodMinutes: String(match.periodMinutes),
  };
}

export type FixtureCheck = { ok: true; fixture: MatchFixture } | { ok: false; errors: Partial<Record<keyof FixtureValues, string>> };

export function checkFixture(values: FixtureValues): FixtureCheck {
  const parsed = matchFixtureSchema.safeParse({
    ...values,
    kickOff: values.kickOff === '' ? null : values.kickOff,
    periods: values.periods.trim() === '' ? Number.NaN : Number(values.periods),
    periodMinutes: values.periodMinutes.trim() === '' ? Number.NaN : Number(values.periodMinutes),
  });
  if (parsed.success) return { ok: true, fixture: parsed.data };
  const errors: Partial<Record<keyof FixtureValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FixtureValues;
    errors[field] ??= field === 'date' ? 'Choose the date' : field === 'periods' ? 'Enter 1 to 4 periods' : issue.message;
  }
  return { ok: false, errors };
}
