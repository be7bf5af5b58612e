import { describe, expect, it } from "vitest";
import { moveToTrash, listTrash } from "~/db/queries/trash.server";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { createJobRunner } from "~/modules/jobs/runner.server";
import { scheduledPublicationJob } from "~/modules/publishing/publication-job.server";
import { schedulePublication } from "~/modules/publishing/schedule.server";
import { testPlaybook } from "../../../tests/support/playbooks";
import { withTestDatabase } from "../../../tests/support/test-database";
import { restorePlaybook, restoreScheduleNote } from "./trash-restore.server";

const t = withTestDatabase();
const DAY = 24 * 60 * 60 * 1000;

async function scheduledDraft(slug: string, publishAt: Date) {
  const { id } = await upsertPlaybook(t.db, testPlaybook({ slug, title: `Guide ${slug}` }), new Date(), {
    statusIfNew: "draft",
  });
  await schedulePublication(t.db, [{ id, status: "draft" }], { publishAt, unpublishAt: null });
  return id;
}

const row = (slug: string) =>
  t.db.selectFrom("playbooks").select(["status", "publish_at"]).where("slug", "=", slug).executeTakeFirst();

const queuedPublish = (id: string) =>
  t.db
    .selectFrom("jobs")
    .select(["run_at", "status"])
    .where("kind", "=", scheduledPublicationJob.kind)
    .where("key", "=", `publish:${id}`)
    .executeTakeFirst();

describe("a scheduled playbook through the trash", () => {
  it("comes back with its publish time and the job that carries it out, and the trash said so first", async () => {
    const publishAt = new Date(Date.now() + 3 * DAY);
    const id = await scheduledDraft("launch-checklist", publishAt);
    await moveToTrash(t.db, "launch-checklist", "owner@example.com");

    const [entry] = await listTrash(t.db);
    expect(restoreScheduleNote(entry!.schedule)).toMatch(
      /^Scheduled to go public on .+ UTC; restoring keeps the schedule\.$/,
    );

    const message = await restorePlaybook(t.db, id);
    expect(message).toMatch(
      /^"Guide launch-checklist" is back among the drafts\. It is still scheduled to go public on .+ UTC\.$/,
    );
    expect(await row("launch-checklist")).toMatchObject({ status: "draft" });
    expect(new Date((await row("launch-checklist"))!.publish_at!).toISOString()).toBe(publishAt.toISOString());
    const job = await queuedPublish(id);
    expect(job).toMatchObject({ status: "pending" });
    expect(new Date(job!.run_at).toISOString()).toBe(publishAt.toISOString());
  });

  it("goes public at once when its publish time passed while it was in the trash", async () => {
    // Deleted a moment before it was due; its time passes in the trash.
    const id = await scheduledDraft("pricing-page", new Date(Date.now() - 1000));
    await moveToTrash(t.db, "pricing-page", null);
    const message = await restorePlaybook(t.db, id);
    expect(message).toMatch(/which passed while it was in the trash, so it does so now\.$/);

    const runner = createJobRunner({ services: t.context, definitions: [scheduledPublicationJob] });
    expect(await runner.runOnce()).toBe(1);
    expect(await row("pricing-page")).toMatchObject({ status: "published", publish_at: null });
  });
});
