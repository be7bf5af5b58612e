import type { Kysely } from "kysely";
import type { Database } from "../schema";

interface CounterKey {
  bucket: string;
  subject: string;
}

/**
 * One statement on both engines: creates the counter, starts a new window when the current one
 * began before `windowStartedBefore`, or adds one hit, and returns the result. PostgreSQL locks
 * the row for the upsert and SQLite runs one writer at a time, so concurrent requests see
 * consecutive counts, never the same one.
 */
export async function countHit(
  db: Kysely<Database>,
  key: CounterKey,
  { now, windowStartedBefore }: { now: Date; windowStartedBefore: Date },
): Promise<{ hits: number; windowStartedAt: string }> {
  const timestamp = now.toISOString();
  const row = await db
    .insertInto("rate_limit_counters")
    .values({ bucket: key.bucket, subject: key.subject, window_started_at: timestamp, hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(["bucket", "subject"]).doUpdateSet((eb) => {
        const windowOver = eb("rate_limit_counters.window_started_at", "<=", windowStartedBefore.toISOString());
        return {
          hits: eb
            .case()
            .when(windowOver)
            .then(1)
            .else(eb("rate_limit_counters.hits", "+", 1))
            .end(),
          window_started_at: eb
            .case()
            .when(windowOver)
            .then(timestamp)
            .else(eb.ref("rate_limit_counters.window_started_at"))
            .end(),
        };
      }),
    )
    .returning(["hits", "window_started_at"])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowStartedAt: row.window_started_at };
}

export async function deleteCounter(db: Kysely<Database>, key: CounterKey): Promise<void> {
  await db
    .deleteFrom("rate_limit_counters")
    .where("bucket", "=", key.bucket)
    .where("subject", "=", key.subject)
    .execute();
}

export async function deleteCountersBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom("rate_limit_counters").where("window_started_at", "<", before.toISOString()).execute();
}
