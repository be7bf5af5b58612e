import { describe, expect, it } from "vitest";
import { claimDueJobs } from "~/db/queries/job-leases.server";
import { insertJob } from "~/db/queries/jobs.server";
import { action, loader } from "~/routes/admin.jobs";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { callRoute, dataOf, statusOf } from "../support/route-calls";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase({ seeded: true });

type Screen = Awaited<ReturnType<typeof loader>>;

async function playbookId(slug: string): Promise<string> {
  const row = await t.db.selectFrom("playbooks").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
  return row.id;
}

/** A job of `kind` that failed for good with `error`. */
async function failedJob(kind: string, key: string, error: string): Promise<string> {
  await insertJob(t.db, { kind, key, payload: { playbookId: key } });
  const row = await t.db.selectFrom("jobs").select("id").where("key", "=", key).executeTakeFirstOrThrow();
  await t.db
    .updateTable("jobs")
    .set({ status: "failed", attempts: 10, last_error: error, finished_at: new Date().toISOString() })
    .where("id", "=", row.id)
    .execute();
  return row.id;
}

describe("the background jobs screen", () => {
  it("lists failed, running and waiting jobs with what they are about and their last error", async () => {
    const cookie = await adminSessionCookie(t.context);
    const id = await playbookId("ai-fundamentals");
    await failedJob("scheduled-publication", `publish:${id}`, "the playbook is in the trash");
    await insertJob(t.db, { kind: "import-images", key: "running-one", payload: {} });
    await claimDueJobs(t.db, { kinds: ["import-images"], workerId: "w", leaseMs: 60_000, limit: 1 });
    await insertJob(t.db, {
      kind: "pack-email",
      key: "waiting-one",
      payload: {},
      runAt: new Date(Date.now() + 3_600_000),
    });

    const screen = dataOf<Screen>(await callRoute(t.context, loader, adminRequest("/admin/jobs", { cookie })));
    expect(screen.counts).toEqual({ failed: 1, running: 1, pending: 1 });
    expect(screen.jobs.failed).toMatchObject([
      {
        label: "Scheduled publish or unpublish",
        subject: 'Publish "AI Fundamentals: How Modern AI Actually Works"',
        lastError: "the playbook is in the trash",
      },
    ]);
    expect(screen.jobs.running).toMatchObject([
      { kind: "import-images", label: "Fetch an imported playbook's web images" },
    ]);
    expect(screen.jobs.pending).toMatchObject([{ kind: "pack-email", subject: "a lead that no longer exists" }]);
  });

  it("retries a failed job, discards another, and refuses to discard one that is running", async () => {
    const cookie = await adminSessionCookie(t.context);
    const retried = await failedJob("scheduled-publication", "publish:x", "boom");
    const discarded = await failedJob("scheduled-publication", "unpublish:y", "boom");
    await insertJob(t.db, { kind: "import-images", key: "busy", payload: {} });
    const [running] = await claimDueJobs(t.db, { kinds: ["import-images"], workerId: "w", leaseMs: 60_000, limit: 1 });
    const post = (form: Record<string, string>) =>
      callRoute(t.context, action, adminRequest("/admin/jobs", { cookie, form }));

    expect(dataOf(await post({ intent: "retry", id: retried }))).toMatchObject({ ok: true });
    expect(dataOf(await post({ intent: "discard", id: discarded }))).toMatchObject({
      ok: true,
      message: "Discarded: Scheduled publish or unpublish.",
    });
    const refused = await post({ intent: "discard", id: running!.id });
    expect(statusOf(refused)).toBe(404);
    expect(statusOf(await post({ intent: "discard", id: "not-an-id" }))).toBe(400);

    const rows = await t.db.selectFrom("jobs").select(["id", "status", "attempts"]).execute();
    expect(rows.find((row) => row.id === retried)).toMatchObject({ status: "pending", attempts: 0 });
    expect(rows.find((row) => row.id === discarded)).toBeUndefined();
    expect(rows.find((row) => row.id === running!.id)).toMatchObject({ status: "running" });
  });

  it("is for the signed-in owner only", async () => {
    const answer = await callRoute(t.context, loader, adminRequest("/admin/jobs"));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    const posted = await callRoute(t.context, action, adminRequest("/admin/jobs", { form: { intent: "retry-all" } }));
    expect([302, 401, 403]).toContain(statusOf(posted));
  });
});
