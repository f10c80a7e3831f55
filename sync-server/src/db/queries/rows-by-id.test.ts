import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrg, insertCoachGroup, insertScheduleEntry, insertSession, makeTestApp, type TestApp } from '../../../test-support/index';
import { insertRowsUnlessTaken, insertTablesUnlessTaken } from './rows-by-id';

/**
 * A push writes its new sessions and schedule entries together (db/push-transaction.ts
 * flush): an entry may name a session written in the same statement.
 */
describe('insertTablesUnlessTaken', () => {
  let t: TestApp;
  let club: string;
  let groupId: string;

  beforeEach(async () => {
    t = await makeTestApp();
    club = (await createOrg(t.db)).id;
    groupId = await insertCoachGroup(t, club, 'U12');
  });

  afterEach(async () => {
    await t.close();
  });

  /** A session and an entry of it as stored rows, taken out of the database again. */
  const unsavedPair = async () => {
    const session = await insertSession(t, club, { title: 'Rondos' });
    const entryId = await insertScheduleEntry(t, { organizationId: club, groupId, date: '2025-03-08', sessionId: session.id });
    const sessionRow = await t.db.selectFrom('sessions').selectAll().where('id', '=', session.id).executeTakeFirstOrThrow();
    const entryRow = await t.db.selectFrom('schedule_entries').selectAll().where('id', '=', entryId).executeTakeFirstOrThrow();
    await t.db.deleteFrom('schedule_entries').where('id', '=', entryId).execute();
    await t.db.deleteFrom('sessions').where('id', '=', session.id).execute();
    return { sessionRow, entryRow };
  };

  it('writes an entry with the session it names, and counts what each table got', async () => {
    const { sessionRow, entryRow } = await unsavedPair();
    const written = await t.db
      .transaction()
      .execute((trx) => insertTablesUnlessTaken(trx, [{ table: 'sessions', rows: [sessionRow] }, { table: 'schedule_entries', rows: [entryRow] }]));
    expect(written).toEqual([1, 1]);
    expect(await t.db.selectFrom('sessions').selectAll().where('id', '=', sessionRow.id).executeTakeFirst()).toEqual(sessionRow);
    expect(await t.db.selectFrom('schedule_entries').selectAll().where('id', '=', entryRow.id).executeTakeFirst()).toEqual(entryRow);
  });

  it('writes nothing over a row whose id is taken, and says so', async () => {
    const { sessionRow, entryRow } = await unsavedPair();
    await insertTablesUnlessTaken(t.db, [{ table: 'sessions', rows: [sessionRow] }]);
    const other = await unsavedPair();
    const written = await insertTablesUnlessTaken(t.db, [
      { table: 'sessions', rows: [{ ...sessionRow, title: 'Changed' }, other.sessionRow] },
      { table: 'schedule_entries', rows: [entryRow] },
    ]);
    expect(written).toEqual([1, 1]);
    const kept = await t.db.selectFrom('sessions').select('title').where('id', '=', sessionRow.id).executeTakeFirstOrThrow();
    expect(kept.title).toBe(sessionRow.title);
  });

  it('refuses an entry naming a session that is nowhere', async () => {
    const { entryRow } = await unsavedPair();
    const other = await unsavedPair();
    const written = insertTablesUnlessTaken(t.db, [
      { table: 'sessions', rows: [other.sessionRow] },
      { table: 'schedule_entries', rows: [entryRow] },
    ]);
    await expect(written).rejects.toThrow(/foreign key/i);
  });

  it('writes each call its own rows when calls share a shape (the statement is compiled once)', async () => {
    const first = await unsavedPair();
    const second = await unsavedPair();
    expect(await insertRowsUnlessTaken(t.db, 'sessions', [{ ...first.sessionRow, title: 'First' }])).toBe(1);
    expect(await insertRowsUnlessTaken(t.db, 'sessions', [{ ...second.sessionRow, title: 'Second' }])).toBe(1);
    expect(await insertRowsUnlessTaken(t.db, 'sessions', [{ ...second.sessionRow, title: 'Taken' }])).toBe(0);
    const titles = await t.db.selectFrom('sessions').select(['id', 'title']).where('id', 'in', [first.sessionRow.id, second.sessionRow.id]).execute();
    expect(new Map(titles.map((r) => [r.id, r.title]))).toEqual(
      new Map([
        [first.sessionRow.id, 'First'],
        [second.sessionRow.id, 'Second'],
      ]),
    );
  });

  it('writes rows that leave a column out, as given', async () => {
    const { sessionRow } = await unsavedPair();
    const other = await unsavedPair();
    const { status: _status, ...withoutStatus } = other.sessionRow;
    expect(await insertRowsUnlessTaken(t.db, 'sessions', [sessionRow, withoutStatus as typeof sessionRow])).toBe(2);
    const stored = await t.db.selectFrom('sessions').selectAll().where('id', '=', other.sessionRow.id).executeTakeFirstOrThrow();
    expect(stored.title).toBe(other.sessionRow.title);
  });
});
