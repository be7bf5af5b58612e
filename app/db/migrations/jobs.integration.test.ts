import { randomUUID } from "node:crypto";
import { Migrator, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBlankDatabase } from "../../../tests/support/test-database";
import { readJson } from "../json";
import { migrateToLatest } from "../migrate.server";
import { migrations } from "./index";

/** The outbox table as it was before 0026, which the app's Database type no longer names. */
type Untyped = Kysely<Record<string, Record<string, unknown>>>;

let blank: Awaited<ReturnType<typeof createBlankDatabase>>;
beforeEach(async () => {
  blank = await createBlankDatabase();
  const migrator = new Migrator({ db: blank.db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo("0017_security_hardening")).error).toBeUndefined();
});
afterEach(() => blank.destroy());

const AT = "2025-02-01T10:00:00.000Z";

async function leadWithDelivery(db: Untyped, email: string, delivery: Record<string, unknown>) {
  const leadId = randomUUID();
  await db
    .insertInto("leads")
    .values({ id: leadId, email, submission_count: 1, created_at: AT, updated_at: AT })
    .execute();
  await db
    .insertInto("outbox_jobs")
    .values({
      id: randomUUID(),
      kind: "beehiiv-subscription",
      lead_id: leadId,
      attempts: 1,
      next_attempt_at: AT,
      created_at: AT,
      updated_at: AT,
      ...delivery,
    })
    .execute();
  return leadId;
}

describe("migration 0026: background jobs", () => {
  it("moves every lead delivery from the outbox into the jobs table with its state", async () => {
    const db = blank.db as unknown as Untyped;
    const delivered = await leadWithDelivery(db, "ada@example.com", {
      status: "delivered",
      delivered_at: "2025-02-01T10:00:05.000Z",
    });
    const failed = await leadWithDelivery(db, "grace@example.org", { status: "failed", last_error: "HTTP 400" });
    const waiting = await leadWithDelivery(db, "alan@example.net", {
      status: "delivering",
      locked_by: "host:1",
      locked_until: "2025-02-01T10:01:00.000Z",
    });

    await migrateToLatest(blank.db);
    const jobs = await blank.db.selectFrom("jobs").selectAll().where("kind", "=", "beehiiv-subscription").execute();
    const byLead = new Map(jobs.map((job) => [job.key, job]));
    expect(byLead.get(delivered)).toMatchObject({ status: "done", finished_at: "2025-02-01T10:00:05.000Z" });
    expect(byLead.get(failed)).toMatchObject({ status: "failed", last_error: "HTTP 400", attempts: 1 });
    // A claim in progress keeps its lease: it is taken over only once that runs out.
    expect(byLead.get(waiting)).toMatchObject({ status: "running", locked_until: "2025-02-01T10:01:00.000Z" });
    expect(jobs.map((job) => readJson(job.payload, {}))).toEqual(
      expect.arrayContaining([{ leadId: delivered }, { leadId: failed }, { leadId: waiting }]),
    );
  });
});
