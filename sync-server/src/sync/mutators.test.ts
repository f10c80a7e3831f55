import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  datesInRange,
  mutationArgs,
  playerPositions,
  runMutator,
  syncedTableNames,
  uuidv7,
  type DayName,
  type MutationArgs,
  type MutationName,
  type MutatorContext,
  type MutatorTx,
  type PullResponse,
  type SyncedRow,
  type SyncedTableName,
} from '@pitchside/shared';
import { allFlags, createOrg, createUser, makeTestApp, type TestApp } from '../../test-support/index';
import { insertActivity, insertCoachGroup } from '../../test-support/fixtures';
import { mutation, pullAs, pushAs } from '../../test-support/sync';

/**
 * Each mutation's effect is written once, as a mutator (shared/src/mutators/), which the
 * device runs on its copy; the server applies the same intent through its domain functions.
 * Here every mutation name runs on both sides over generated inputs: the server through a
 * push, the device's mutator over the rows the server had, and the rows the server then
 * answers must equal the device's (but for the versions, which only the server hands out).
 */

/** A small seeded generator, so a failing round can be run again as it was. */
function randomOf(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const words = ['press', 'overload', 'switch', 'rondo', 'finish', 'cover', 'tempo', 'width', 'third', 'recover'];
  const text = (count: number) => Array.from({ length: int(1, count) }, () => pick(words)).join(' ');
  return { int, pick, text, bool: () => next() < 0.5 };
}

type Rows = Map<SyncedTableName, Map<string, unknown>>;

function memoryTx(rows: Rows): MutatorTx {
  const table = (name: SyncedTableName) => rows.get(name) ?? rows.set(name, new Map()).get(name)!;
  return {
    get: async <T extends SyncedTableName>(name: T, id: string) => structuredClone(table(name).get(id)) as SyncedRow<T> | undefined,
    put: async (name, row) => {
      table(name).set(row.id, structuredClone(row));
    },
    delete: async (name, id) => {
      table(name).delete(id);
    },
    where: async <T extends SyncedTableName>(name: T, column: string, value: string) =>
      [...table(name).values()].filter((row) => (row as Record<string, unknown>)[column] === value) as SyncedRow<T>[],
  };
}

/** The rows as compared: without versions, each table by id. */
function comparable(rows: Rows): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    syncedTableNames.map((name) => [
      name,
      Object.fromEntries(
        [...(rows.get(name) ?? new Map<string, unknown>())].map(([id, row]) => {
          const { version: _version, ...rest } = row as { version: number };
          return [id, rest];
        }),
      ),
    ]),
  );
}

function rowsOf(page: PullResponse): Rows {
  return new Map(syncedTableNames.map((name) => [name, new Map(((page.changes[name] ?? []) as { id: string }[]).map((row) => [row.id, row]))]));
}

type Step = { [N in MutationName]: { name: N; args: MutationArgs<N>; asAdmin?: boolean } }[MutationName];

/** One generated run through every mutation name, each step using what the earlier ones made. */
function steps(random: ReturnType<typeof randomOf>, ids: { groupId: string; activityId: string; coachId: string }): Step[] {
  const { groupId, activityId, coachId } = ids;
  const sessionId = uuidv7();
  const copyId = uuidv7();
  const entryId = uuidv7();
  const playerId = uuidv7();
  const newActivityId = uuidv7();
  const monday = addDays('2025-09-08', 7 * random.int(0, 20));
  const days: DayName[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const rangeDays = days.filter(() => random.bool());
  const rangeDates = datesInRange(monday, addDays(monday, random.int(0, 13)), rangeDays.length > 0 ? rangeDays : ['Tuesday']);
  const durations = [5, 10, 15, 20, 25, 30];
  const activity = { title: `Drill ${random.text(2)}`, category: 'Finishing', abilityLevel: 'Intermediate', setup: random.text(6), instructions: random.text(8) };
  const matchId = uuidv7();
  const kickOffId = uuidv7();
  const goalId = uuidv7();
  const fixture = { opponent: `City ${random.text(1)}`, date: addDays(monday, 5), kickOff: null, homeAway: 'home', venue: random.bool() ? random.text(2) : '', format: '7v7', periods: random.pick([2, 4]), periodMinutes: random.pick([12.5, 20, 25]), rulePack: random.pick(['fa-england', 'ayso', 'club']) };
  const plan = {
    formation: '2-3-1',
    windowsPerPeriod: 1,
    willingKeepers: [playerId],
    windows: [{ index: 0, period: 0, startMinute: 0, minutes: 25, keeper: playerId, onField: [{ playerId, position: 'GK' }], bench: [], changes: [{ off: null, on: playerId, why: 'Starts' }], notes: [] }],
    minutes: { [playerId]: 25 },
    guarantees: [{ id: 'squad', holds: false, why: 'Too few players' }],
  };
  const step = <N extends MutationName>(name: N, args: unknown, asAdmin = false): Step => ({ name, args: mutationArgs[name].parse(args), asAdmin }) as Step;
  return [
    step('session.create', { id: sessionId, title: `Session ${random.text(3)}`, activityIds: [activityId], activityDurations: [random.pick(durations)], notes: random.bool() ? random.text(5) : '', groupId: random.pick([groupId, uuidv7(), null]) }),
    step('session.update', { id: sessionId, patch: { title: `Renamed ${random.text(2)}`, ...(random.bool() ? { notes: random.text(4) } : {}) } }),
    step('session.appendNote', { id: sessionId, note: random.text(6) }),
    step('schedule.date', { id: entryId, sessionId, groupId, date: addDays(monday, random.int(0, 6)) }),
    step('schedule.range', { ids: rangeDates.map(() => uuidv7()), sessionId, groupId, startDate: rangeDates[0] ?? monday, endDate: rangeDates.at(-1) ?? monday, daysOfWeek: rangeDays.length > 0 ? rangeDays : ['Tuesday'] }),
    step('scheduleEntry.setTime', random.bool() ? { id: entryId, startTime: random.pick(['17:30', '18:00', '09:15']), durationMinutes: random.pick([45, 60, 90]) } : { id: entryId, startTime: null, durationMinutes: null }),
    step('scheduleEntry.assign', { id: entryId, sessionId }),
    step('scheduleEntry.run', { id: copyId, scheduleEntryId: entryId, title: `Run ${random.text(2)}`, activityIds: [activityId], activityDurations: [random.pick(durations)], notes: random.text(3) }),
    step('coachGroup.setProfile', { id: groupId, profile: { ageBand: 'U9-U10', matchFormat: '7v7', trainingMinutes: random.pick([45, 60, 90]), squadSize: random.int(6, 16), goalkeepers: random.int(0, 2) } }),
    step('coachGroup.setPlanWeek', { id: groupId, weekStart: monday, themes: [random.pick(['Finishing', 'Passing & Receiving', 'Futsal'])], objectives: random.text(4) }),
    step('coachGroup.setCoaches', { id: groupId, coachIds: random.bool() ? [coachId] : [] }, true),
    step('player.create', { id: playerId, groupId, name: `Player ${random.text(1)}`, shirtNumber: random.bool() ? random.int(1, 99) : null, position: random.pick([...playerPositions, null]) }),
    step('player.update', { id: playerId, name: `Renamed ${random.text(1)}`, shirtNumber: random.int(1, 99), position: random.pick(playerPositions) }),
    step('session.attendance', { sessionId: copyId, groupId, presentPlayerIds: random.bool() ? [playerId] : [] }),
    step('match.create', { id: matchId, groupId, ...fixture }),
    step('match.update', { id: matchId, ...fixture, opponent: `Rovers ${random.text(1)}`, homeAway: random.pick(['home', 'away']), kickOff: random.bool() ? '10:30' : null }),
    step('match.setAvailability', { id: matchId, availability: [{ playerId, status: random.pick(['available', 'late', 'unavailable']), reason: random.bool() ? 'Ill' : null }] }),
    step('match.setPlan', { id: matchId, plan: random.bool() ? null : plan }),
    step('match.logEvent', { matchId, event: { id: kickOffId, kind: 'kick-off', at: `${monday}T10:00:00.000Z` } }),
    step('match.logEvent', { matchId, event: { id: goalId, kind: 'goal', at: `${monday}T10:0${random.int(1, 9)}:00.000Z`, scorer: random.bool() ? playerId : null, assist: null } }),
    step('match.undoEvent', { id: random.bool() ? goalId : kickOffId }),
    step('match.delete', { id: matchId }),
    step('player.delete', { id: playerId }),
    step('activity.create', { ...activity, id: newActivityId }),
    step('activity.update', { ...activity, id: newActivityId, title: `Edited ${random.text(2)}` }),
    step('scheduleEntry.delete', { id: entryId }),
    step('session.delete', { id: sessionId }),
  ];
}

describe('one mutator per change', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('covers every mutation name', () => {
    const random = randomOf(1);
    const names = steps(random, { groupId: uuidv7(), activityId: uuidv7(), coachId: uuidv7() }).map((s) => s.name);
    expect(new Set(names)).toEqual(new Set(Object.keys(mutationArgs)));
  });

  for (const seed of [7, 1234]) {
    it(`leaves the server's rows equal to the device's after each mutation (seed ${seed})`, async () => {
      t = await makeTestApp();
      const org = await createOrg(t.db);
      const coach = await createUser(t.db, { organizationId: org.id, role: 'coach', flags: allFlags, now: t.clock() });
      const admin = await createUser(t.db, { organizationId: org.id, role: 'org_admin', flags: allFlags, now: t.clock() });
      const groupId = await insertCoachGroup(t, org.id, 'Under 10s');
      const activity = await insertActivity(t, { organizationId: org.id });
      const device = rowsOf((await pullAs(t.app, coach.token, 'check-device-0')).body);
      const tx = memoryTx(device);
      let mutationIds = { coach: 0, admin: 0 };
      let pulls = 0;
      for (const step of steps(randomOf(seed), { groupId, activityId: activity.id, coachId: coach.user.id })) {
        const who = step.asAdmin ? admin : coach;
        const key = step.asAdmin ? 'admin' : 'coach';
        mutationIds = { ...mutationIds, [key]: mutationIds[key] + 1 };
        const pushed = await pushAs(t.app, who.token, [mutation(mutationIds[key], step.name, step.args)]);
        expect(pushed.body.rejected, step.name).toEqual([]);
        const ctx: MutatorContext = { user: { id: who.user.id, organizationId: org.id, role: who.user.role }, now: t.clock().toISOString() };
        await runMutator(tx, step.name, step.args as never, ctx);
        pulls += 1;
        const server = rowsOf((await pullAs(t.app, coach.token, `check-device-${pulls}`)).body);
        expect(comparable(server), step.name).toEqual(comparable(device));
      }
    }, 60_000);
  }
});
