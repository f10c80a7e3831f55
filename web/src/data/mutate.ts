import type { MutationArgs, MutationName } from '@pitchside/shared';
import { clientIdFor } from './sync-client';
import { db, readMeta, writeMeta } from './db';
import { applyLocally, mutatedTables } from './local-mutators';
import { currentUser } from './session';

type AfterMutate = () => void;
let afterMutate: AfterMutate = () => {};
/** The sync engine registers here to push shortly after each change. */
export function setAfterMutate(listener: AfterMutate): void {
  afterMutate = listener;
}

type Schemas = typeof import('./mutation-schemas');
let schemas: Schemas | undefined;

/**
 * The mutation schemas load with the first change, not at start: building them all is a good
 * part of the data layer's start-up, and no screen needs them to show. A caller that runs
 * mutate() inside its own transaction loads them first: waiting for a download there would
 * end that transaction.
 */
export async function loadMutationSchemas(): Promise<Schemas> {
  schemas ??= await import('./mutation-schemas');
  return schemas;
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
  await db.transaction('rw', [...mutatedTables(), db.outbox, db.meta], async () => {
    const clientId = await clientIdFor(user.id);
    const counterKey = `nextMutationId:${clientId}` as const;
    const mutationId = (await readMeta(counterKey)) ?? 1;
    await writeMeta({ key: counterKey, value: mutationId + 1 });
    await applyLocally(name, parsed, { user, now });
    await db.outbox.add({ clientId, userId: user.id, mutationId, name, args: parsed, createdAt: now });
  });
  afterMutate();
}
