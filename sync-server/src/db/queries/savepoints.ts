import { sql } from 'kysely';
import { engineOf, type Db } from '../database';

/**
 * The savepoint each pushed mutation runs in (domain/mutations.ts), so a refused one rolls
 * back alone. On PostgreSQL the previous one is released in the same round trip as the next
 * is opened (a query without parameters may hold two statements), and the last one is left
 * to the commit; SQLite releases each as it goes.
 */
export async function openMutationSavepoint(trx: Db, previousOpen: boolean): Promise<void> {
  if (previousOpen && engineOf(trx) === 'postgres') await sql.raw('RELEASE SAVEPOINT mutation; SAVEPOINT mutation').execute(trx);
  else await sql`SAVEPOINT mutation`.execute(trx);
}

/** Ends a mutation that went through; answers whether its savepoint is still open. */
export async function closeMutationSavepoint(trx: Db): Promise<boolean> {
  if (engineOf(trx) === 'postgres') return true;
  await sql`RELEASE SAVEPOINT mutation`.execute(trx);
  return false;
}

export async function rollBackMutation(trx: Db): Promise<void> {
  await sql`ROLLBACK TO SAVEPOINT mutation`.execute(trx);
}

/** The savepoint a push's optimistic run of mutations starts from (sync/mutations.ts). */
export async function openPushSavepoint(trx: Db): Promise<void> {
  await sql`SAVEPOINT push`.execute(trx);
}

export async function rollBackPush(trx: Db): Promise<void> {
  await sql`ROLLBACK TO SAVEPOINT push`.execute(trx);
}
