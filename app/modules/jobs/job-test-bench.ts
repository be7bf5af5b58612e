import type { Kysely } from "kysely";
import { afterEach, vi } from "vitest";
import { z } from "zod";
import { openPostgres, openSqlite } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { sleep } from "../../../tests/support/polling";
import { withTestDatabase } from "../../../tests/support/test-database";
import { defineJob, type JobDefinition } from "./define";
import { createJobRunner, type JobRunner, type JobRunnerOptions } from "./runner.server";

/** A kind that records every run of every job (by its key), taking `workMs` each. */
export function countingJob(kind: string, workMs = 0) {
  const runs = new Map<string, number>();
  const definition = defineJob({
    kind,
    payload: z.object({ name: z.string() }),
    async run({ name }) {
      runs.set(name, (runs.get(name) ?? 0) + 1);
      await sleep(workMs);
    },
  });
  return { definition, runs };
}

/** A job that runs until its signal aborts, and records why. */
export function abortableJob(kind: string) {
  const seen: { started: number; reasons: unknown[] } = { started: 0, reasons: [] };
  const definition = defineJob({
    kind,
    payload: z.object({}),
    async run(_payload, { signal }) {
      seen.started += 1;
      await new Promise<void>((resolve) =>
        signal.addEventListener("abort", () => {
          seen.reasons.push(signal.reason);
          resolve();
        }),
      );
    },
  });
  return { definition, seen };
}

/**
 * A test file's database with job runners on it: runners and extra connections made in a test
 * are stopped and closed after it, and fake clocks undone.
 */
export function jobsTestBench() {
  const t = withTestDatabase();
  const runners: JobRunner[] = [];
  const connections: Kysely<Database>[] = [];

  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await Promise.all(connections.splice(0).map((db) => db.destroy()));
  });

  return {
    t,
    sleep,
    /** Another server instance's own connection to the same database (a second pool on PostgreSQL). */
    secondInstanceDb(): Kysely<Database> {
      const location = t.location;
      const db = location.engine === "postgres" ? openPostgres(location.databaseUrl) : openSqlite(location.file);
      connections.push(db);
      return db;
    },
    /** Closes such a connection now: the instance loses its database. */
    async loseInstanceDb(db: Kysely<Database>): Promise<void> {
      connections.splice(connections.indexOf(db), 1);
      await db.destroy();
    },
    runner(
      definitions: JobDefinition[],
      { db = t.db, ...options }: Partial<JobRunnerOptions> & { db?: Kysely<Database> } = {},
    ) {
      const created = createJobRunner({
        services: { ...t.context, db },
        definitions,
        options: { pollIntervalMs: 20, ...options },
      });
      runners.push(created);
      return created;
    },
    jobRows: (kind: string) =>
      t.db
        .selectFrom("jobs")
        .select(["key", "status", "attempts", "last_error", "run_at"])
        .where("kind", "=", kind)
        .orderBy("key")
        .execute(),
  };
}
