import type BetterSqlite3 from 'better-sqlite3';
import { setTimeout as delay } from 'node:timers/promises';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { claim, othersWaiting, release, type WriteClaims } from './write-claims';

/**
 * Kysely's SQLite dialect, for a file that two connections write to: the server's and its push
 * thread's (push-thread/).
 *
 * - A write transaction takes the write lock at BEGIN (BEGIN IMMEDIATE). One that began with a
 *   read and wrote after the other connection had committed could not be upgraded
 *   (SQLITE_BUSY_SNAPSHOT, no waiting helps). Only transactions marked read only (the pull)
 *   begin deferred: WAL readers never wait for the writer.
 * - While the other connection holds the write lock, SQLite's own busy handler would sleep on
 *   the calling thread, and on the server's thread nothing else could be answered meanwhile.
 *   busy_timeout is 0 (db/database.ts) and a statement refused with SQLITE_BUSY outside a
 *   transaction (BEGIN IMMEDIATE, or a write on its own) is retried here after an await, for
 *   up to BUSY_TIMEOUT_MS. While it waits it claims the lock (db/write-claims.ts), and the other
 *   connection lets it in before its next write transaction, for up to COURTESY_MS.
 */
export const BUSY_TIMEOUT_MS = 5000;
const LONGEST_PAUSE_MS = 20;
const COURTESY_MS = 200;

function isBusy(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED');
}

class BusyWaitingConnection implements DatabaseConnection {
  constructor(
    private readonly inner: DatabaseConnection,
    private readonly handle: BetterSqlite3.Database,
    private readonly claims: WriteClaims | undefined,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const started = Date.now();
    let claimed = false;
    try {
      for (let pause = 1; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
        try {
          return await this.inner.executeQuery<R>(query);
        } catch (error) {
          // Inside a transaction the lock is already ours (or the transaction only reads).
          if (!isBusy(error) || this.handle.inTransaction || Date.now() - started >= BUSY_TIMEOUT_MS) throw error;
          if (this.claims && !claimed) {
            claim(this.claims);
            claimed = true;
          }
          await delay(pause);
        }
      }
    } finally {
      if (claimed && this.claims) release(this.claims);
    }
  }

  /** Before taking the write lock: let a connection that has been waiting for it go first. */
  async letWaitingWritersIn(): Promise<void> {
    if (!this.claims) return;
    const started = Date.now();
    while (othersWaiting(this.claims) && Date.now() - started < COURTESY_MS) await delay(1);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class WriterFirstSqliteDriver extends SqliteDriver {
  private connection: BusyWaitingConnection | undefined;

  constructor(
    private readonly handle: BetterSqlite3.Database,
    private readonly claims: WriteClaims | undefined,
  ) {
    super({ database: handle });
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await super.acquireConnection();
    this.connection ??= new BusyWaitingConnection(inner, this.handle, this.claims);
    return this.connection;
  }

  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings): Promise<void> {
    if (settings?.accessMode === 'read only') {
      await connection.executeQuery(CompiledQuery.raw('begin'));
      return;
    }
    if (connection instanceof BusyWaitingConnection) await connection.letWaitingWritersIn();
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** `claims`: shared with the other connection to the same file, if there is one. */
export class WriterFirstSqliteDialect extends SqliteDialect {
  constructor(
    private readonly handle: BetterSqlite3.Database,
    private readonly claims: WriteClaims | undefined,
  ) {
    super({ database: handle });
  }

  override createDriver(): Driver {
    return new WriterFirstSqliteDriver(this.handle, this.claims);
  }
}
