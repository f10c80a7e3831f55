import { sql } from 'kysely';
import { engineOf } from '../database';
import type { PushTransaction } from '../push-transaction';

/**
 * The savepoint each pushed mutation of a careful run is in (sync/mutations.ts), so a
 * refused one rolls back alone. On PostgreSQL the previous one is released in the same round
 * trip as the next is opened (a query without parameters may hold two statements), and the
 * last one is left to the commit; SQLite releases each as it goes. The push remembers
 * whether one is open.
 */
export async function openMutationSavepoint(trx: PushTransaction): Promise<void> {
  if (trx.mutationSavepointOpen && engineOf(trx) === 'postgres') await sql.raw('RELEASE SAVEPOINT mutation; SAVEPOINT mutation').execute(trx);
  else await sql`SAVEPOINT mutation`.execute(trx);
  trx.mutationSavepointOpen = true;
}

/** Ends a mutation that went through. */
export async function closeMutationSavepoint(trx: PushTransaction): Promise<void> {
  if (engineOf(trx) === 'postgres') return;
  await sql`RELEASE SAVEPOINT mutation`.execute(trx);
  trx.mutationSavepointOpen = false;
}

export async function rollBackMutation(trx: PushTransaction): Promise<void> {
  await sql`ROLLBACK TO SAVEPOINT mutation`.execute(trx);
  trx.forget();
}

/** The savepoint a push's optimistic run of mutations starts from (sync/mutations.ts). */
export async function openPushSavepoint(trx: PushTransaction): Promise<void> {
  await sql`SAVEPOINT push`.execute(trx);
}

export async function rollBackPush(trx: PushTransaction): Promise<void> {
  await sql`ROLLBACK TO SAVEPOINT push`.execute(trx);
  trx.forget();
}
