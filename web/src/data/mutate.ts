import { runMutator, uuidv7, type MutationArgs, type MutationName, type MutatorContext, type MutatorTx, type SyncedRow, type SyncedTableName } from '@pitchside/shared';
import { db, readMeta, writeMeta } from './db';
import { currentUser } from './session';

/**
 * A change made on the device: checked against its schema, applied at once to the device's
 * copy by the mutation's one mutator (shared/src/mutators/), and queued in the outbox for the
 * sync engine (sync-engine.ts) to push.
 */

type AfterMutate = () => void;
let afterMutate: AfterMutate = () => {};
/** The sync engine registers here to push shortly after each change. */
export function setAfterMutate(listener: AfterMutate): void {
  afterMutate = listener;
}

type Schemas = typeof import('@pitchside/shared/sync/mutations');
let schemas: Schemas | undefined;

/**
 * The mutation schemas (and the version of them a push names) load with the first change, not
 * at start: building them all is a good part of the data layer's start-up, and no screen needs
 * them to show. A caller that runs mutate() inside its own transaction loads them first:
 * waiting for a download there would end that transaction.
 */
export async function loadMutationSchemas(): Promise<Schemas> {
  schemas ??= await import('@pitchside/shared/sync/mutations');
  return schemas;
}

/** One sync client per (install, user): the server checks a client belongs to its user. */
export async function clientIdFor(userId: string): Promise<string> {
  const key = `clientId:${userId}` as const;
  const existing = await readMeta(key);
  if (existing) return existing;
  const clientId = uuidv7();
  await writeMeta({ key, value: clientId });
  return clientId;
}

/** The device's copy as the mutators see it, inside the caller's Dexie transaction. */
const dexieTx: MutatorTx = {
  get: async <T extends SyncedTableName>(table: T, id: string) => (await db.syncedTable(table).get(id)) as SyncedRow<T> | undefined,
  put: async (table, row) => {
    await db.syncedTable(table).put(row);
  },
  delete: async (table, id) => {
    await db.syncedTable(table).delete(id);
  },
  where: async <T extends SyncedTableName>(table: T, column: string, value: string) =>
    (await db.syncedTable(table).where(column).equals(value).toArray()) as SyncedRow<T>[],
};

/** Runs a mutation's mutator on the device's copy (a new change, or a pending one re-applied after a pull). */
export async function applyLocally<N extends MutationName>(name: N, args: MutationArgs<N>, ctx: MutatorContext): Promise<void> {
  await runMutator(dexieTx, name, args, ctx);
}

/**
 * The only way screens change synced data: in ONE transaction, apply the change to the
 * device's copy and queue it in the outbox. The UI updates at once, online or not.
 * Throws when there is no signed-in user or the arguments are invalid.
 */
export async function mutate<N extends MutationName>(name: N, args: MutationArgs<N>): Promise<void> {
  const user = currentUser();
  if (!user) throw new Error('Please sign in again to save changes');
  const { mutationArgs } = schemas ?? (await loadMutationSchemas());
  const parsed = mutationArgs[name].parse(args) as MutationArgs<N>;
  const now = new Date().toISOString();
  // A mutator may write any synced table: the registry's list, so a new table joins without a second list.
  await db.transaction('rw', [...db.syncedTables, db.outbox, db.meta], async () => {
    const clientId = await clientIdFor(user.id);
    const counterKey = `nextMutationId:${clientId}` as const;
    const mutationId = (await readMeta(counterKey)) ?? 1;
    await writeMeta({ key: counterKey, value: mutationId + 1 });
    await applyLocally(name, parsed, { user, now });
    await db.outbox.add({ clientId, userId: user.id, mutationId, name, args: parsed, createdAt: now });
  });
  afterMutate();
}
