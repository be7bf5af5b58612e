import { sql, type Kysely } from "kysely";
import { databaseKind } from "./dialect";

/** Any fixed number works; every start-up task of this app shares it. */
const STARTUP_LOCK_KEY = 417_316_001;

const queues = new WeakMap<object, Promise<unknown>>();

/**
 * Runs a once-per-database start-up task (first admin, demo content) while no other instance
 * runs one, so instances starting together on an empty database do not both do it; the task
 * checks whether it is still needed once it holds the lock. PostgreSQL: a session advisory
 * lock on a connection set aside for it, released with the session, so an instance killed
 * mid-task cannot leave it held. SQLite has one server process per file: a queue in the
 * process is enough there.
 */
export async function withStartupLock<DB, T>(db: Kysely<DB>, task: () => Promise<T>): Promise<T> {
  const locked =
    databaseKind(db) === "postgres"
      ? () =>
          db.connection().execute(async (connection) => {
            await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
            try {
              return await task();
            } finally {
              await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
            }
          })
      : task;
  const previous = queues.get(db) ?? Promise.resolve();
  const run = previous.then(locked, locked);
  queues.set(
    db,
    run.catch(() => undefined),
  );
  return run;
}
