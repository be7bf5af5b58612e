import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, databaseKind } from "../dialect";

/** How the old outbox's states read as job states (docs/decisions/0019-background-jobs.md). */
const OUTBOX_TO_JOB_STATUS = sql`CASE status
  WHEN 'delivering' THEN 'running'
  WHEN 'delivered' THEN 'done'
  ELSE status END`;

/**
 * The one table every background job lives in (app/modules/jobs): run-at times, claims with a
 * lease, attempts and the last error. `key` names the thing a job is about (a lead, a
 * playbook), unique per kind, so a job can be found, replaced or cancelled; NULL for jobs that
 * need no name (NULLs never collide in a unique index on either engine).
 *
 * The lead outbox (0005) was a queue of its own for lead delivery; its rows move here as jobs of
 * the same kinds, keyed by the lead, with the delivery state they had.
 */
export const backgroundJobs: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("jobs")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("key", "text")
      .addColumn("payload", type.json, (col) => col.notNull())
      .addColumn("status", "text", (col) =>
        col.notNull().check(sql`status IN ('pending', 'running', 'done', 'failed')`),
      )
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("run_at", type.timestamp, (col) => col.notNull())
      .addColumn("locked_by", "text")
      .addColumn("locked_until", type.timestamp)
      .addColumn("last_error", "text")
      .addColumn("finished_at", type.timestamp)
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .addUniqueConstraint("jobs_kind_key", ["kind", "key"])
      .execute();
    // What every poll asks: which jobs are due (pending and their time has come, or running on a lapsed lease).
    await db.schema.createIndex("jobs_due").on("jobs").columns(["status", "run_at"]).execute();

    const postgres = databaseKind(db) === "postgres";
    const payload = postgres ? sql`jsonb_build_object('leadId', lead_id)` : sql`json_object('leadId', lead_id)`;
    const key = postgres ? sql`lead_id::text` : sql`lead_id`;
    await sql`INSERT INTO jobs (id, kind, key, payload, status, attempts, run_at, locked_by, locked_until,
        last_error, finished_at, created_at, updated_at)
      SELECT id, kind, ${key}, ${payload}, ${OUTBOX_TO_JOB_STATUS}, attempts, next_attempt_at, locked_by,
        locked_until, last_error, delivered_at, created_at, updated_at
      FROM outbox_jobs`.execute(db);
    await db.schema.dropTable("outbox_jobs").execute();
  },

  async down(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("outbox_jobs")
      .addColumn("id", type.uuid, (col) => col.primaryKey())
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("lead_id", type.uuid, (col) => col.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", type.timestamp, (col) => col.notNull())
      .addColumn("locked_by", "text")
      .addColumn("locked_until", type.timestamp)
      .addColumn("last_error", "text")
      .addColumn("delivered_at", type.timestamp)
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .addUniqueConstraint("outbox_jobs_kind_lead", ["kind", "lead_id"])
      .execute();
    await db.schema.createIndex("outbox_jobs_due").on("outbox_jobs").columns(["status", "next_attempt_at"]).execute();
    const leadId = databaseKind(db) === "postgres" ? sql`key::uuid` : sql`key`;
    await sql`INSERT INTO outbox_jobs (id, kind, lead_id, status, attempts, next_attempt_at, locked_by, locked_until,
        last_error, delivered_at, created_at, updated_at)
      SELECT id, kind, ${leadId}, CASE status WHEN 'running' THEN 'delivering' WHEN 'done' THEN 'delivered' ELSE status END,
        attempts, run_at, locked_by, locked_until, last_error, finished_at, created_at, updated_at
      FROM jobs WHERE kind IN ('beehiiv-subscription', 'confirmation-email')`.execute(db);
    await db.schema.dropTable("jobs").execute();
  },
};
