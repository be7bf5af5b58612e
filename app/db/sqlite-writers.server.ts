import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDialectConfig,
} from "kysely";

/**
 * How long a statement or a write transaction waits for another process's write to finish
 * before it fails: far longer than any write the site makes (an import's largest transaction
 * takes well under a second), short enough that a stuck process shows up as an error.
 */
export const SQLITE_WRITE_WAIT_MS = 30_000;
/** The longest pause between two tries: a write lock is usually held for a few milliseconds. */
const LONGEST_PAUSE_MS = 50;

/** better-sqlite3's error for a lock another connection holds: SQLITE_BUSY and its extended codes. */
export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}

/**
 * Runs `attempt` again while SQLite answers busy, pausing between tries without blocking the
 * event loop (SQLite's own busy_timeout sleeps inside the call, which would stop every other
 * request of this process while it waits). Only for operations that did nothing when busy: a
 * statement outside a transaction, or BEGIN IMMEDIATE.
 */
export async function whileBusy<T>(attempt: () => Promise<T>, waitMs = SQLITE_WRITE_WAIT_MS): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() >= deadline) throw error;
      const pause = Math.min(LONGEST_PAUSE_MS, 2 ** tries) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** The one connection of a SQLite database, knowing whether a transaction is open on it. */
class WaitingConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly waitMs: number,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Inside a transaction this connection already holds the write lock (BEGIN IMMEDIATE).
    if (this.inTransaction) return this.inner.executeQuery<R>(query);
    return whileBusy(() => this.inner.executeQuery<R>(query), this.waitMs);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Kysely's SQLite driver with transactions that take the write lock as they begin (`BEGIN
 * IMMEDIATE`) and wait for it. A plain `BEGIN` reads first and asks for the lock at its first
 * write; when another process (a second server worker, `npm run import`) committed in between,
 * SQLite cannot let it write on its older snapshot and fails it at once (SQLITE_BUSY_SNAPSHOT),
 * with no wait that could help. Starting with the lock, a transaction waits its turn and then
 * reads what the other process wrote: a stale save meets the version check and is refused as a
 * conflict, not as an error. Every `db.transaction()` in the code goes through here.
 */
class WaitingSqliteDriver extends SqliteDriver {
  #connection: WaitingConnection | undefined;

  constructor(
    config: SqliteDialectConfig,
    private readonly waitMs: number,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await super.acquireConnection();
    if (this.#connection?.inner !== inner) this.#connection = new WaitingConnection(inner, this.waitMs);
    return this.#connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const waiting = connection as WaitingConnection;
    await whileBusy(() => waiting.inner.executeQuery(CompiledQuery.raw("begin immediate")), this.waitMs);
    waiting.inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await super.commitTransaction(connection);
    (connection as WaitingConnection).inTransaction = false;
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } finally {
      (connection as WaitingConnection).inTransaction = false;
    }
  }
}

/** Kysely's SqliteDialect with writers that wait for each other instead of failing. */
export class WaitingSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(
    config: SqliteDialectConfig,
    private readonly waitMs = SQLITE_WRITE_WAIT_MS,
  ) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new WaitingSqliteDriver(this.#config, this.waitMs);
  }
}
