import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrg, createUser, makeTestApp, type TestApp } from '../../../test-support/index';
import { runCompiledOnce } from './compiled-once';
import { claimClientRow, setLastMutationId } from './sync-clients';

describe('statements compiled once', () => {
  let t: TestApp;
  let userId: string;

  beforeEach(async () => {
    t = await makeTestApp();
    const club = (await createOrg(t.db)).id;
    userId = (await createUser(t.db, { organizationId: club, role: 'coach' })).user.id;
  });

  afterEach(async () => {
    await t.close();
  });

  const clientOf = (clientId: string) =>
    runCompiledOnce(t.db, 'test clientOf', [clientId], ([clientId]) =>
      t.db.selectFrom('sync_clients').select(['client_id', 'last_mutation_id']).where('client_id', '=', clientId as string),
    );

  it('runs each call with its own values in a statement of the same shape', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    await claimClientRow(t.db, 'device-a', userId, now, { lock: false });
    await claimClientRow(t.db, 'device-b', userId, now, { lock: false });
    await setLastMutationId(t.db, 'device-a', 7, now);
    await setLastMutationId(t.db, 'device-b', 12, now);
    expect((await clientOf('device-a')).rows).toEqual([{ client_id: 'device-a', last_mutation_id: 7 }]);
    expect((await clientOf('device-b')).rows).toEqual([{ client_id: 'device-b', last_mutation_id: 12 }]);
    expect((await clientOf('device-c')).rows).toEqual([]);
  });

  it('refuses a value written into the SQL or changed on its way, which a reused text would get wrong', async () => {
    const written = runCompiledOnce(t.db, 'test written into the text', ['device-a'], ([clientId]) =>
      t.db.selectFrom('sync_clients').selectAll().where(sql<boolean>`client_id = ${sql.lit(clientId)}`),
    );
    await expect(written).rejects.toThrow(/did not reach the statement/);
    const changed = runCompiledOnce(t.db, 'test changed on the way', ['device-a'], ([clientId]) =>
      t.db.selectFrom('sync_clients').selectAll().where('client_id', '=', `${clientId}-x`),
    );
    await expect(changed).rejects.toThrow(/changed/);
  });
});
