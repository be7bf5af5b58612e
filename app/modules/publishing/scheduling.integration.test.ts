import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openPostgres, openSqlite } from "~/db/connection.server";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { listScheduledPlaybooks } from "~/db/queries/publication.server";
import type { Database } from "~/db/schema";
import { createJobRunner, type JobRunner } from "~/modules/jobs/runner.server";
import { watchContentVersion, type ContentVersion } from "../../../server/cache/content-version.server";
import { testPlaybook } from "../../../tests/support/playbooks";
import { sleep, until } from "../../../tests/support/polling";
import { withTestDatabase } from "../../../tests/support/test-database";
import { scheduledPublicationJob } from "./publication-job.server";
import { changeStatusNow, schedulePublication } from "./schedule.server";

const t = withTestDatabase();
const runners: JobRunner[] = [];
const connections: Kysely<Database>[] = [];
let watcher: ContentVersion | undefined;

afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  await Promise.all(connections.splice(0).map((db) => db.destroy()));
  await watcher?.close();
  watcher = undefined;
});

/** Starts one server instance's job runner on its own connection, counting the runs of the publication job. */
function startInstance(runs: Map<string, number>) {
  const location = t.location;
  const db = location.engine === "postgres" ? openPostgres(location.databaseUrl) : openSqlite(location.file);
  connections.push(db);
  const counted: typeof scheduledPublicationJob = {
    ...scheduledPublicationJob,
    run: (payload, context) => {
      const key = `${payload.change}:${payload.playbookId}`;
      runs.set(key, (runs.get(key) ?? 0) + 1);
      return scheduledPublicationJob.run(payload, context);
    },
  };
  const runner = createJobRunner({
    services: { ...t.context, db },
    definitions: [counted],
    options: { pollIntervalMs: 25 },
  });
  runners.push(runner);
  runner.start();
}

async function draft(slug: string) {
  const { id } = await upsertPlaybook(t.db, testPlaybook({ slug, title: `Guide ${slug}` }), new Date(), {
    statusIfNew: "draft",
  });
  return { id, status: "draft" as const };
}

const state = async (slug: string) => {
  const row = await t.db
    .selectFrom("playbooks as p")
    .leftJoin("playbook_search as s", "s.playbook_id", "p.id")
    .select(["p.status", "p.publish_at", "p.unpublish_at", "s.playbook_id as searchRow"])
    .where("p.slug", "=", slug)
    .executeTakeFirstOrThrow();
  return { status: row.status, publishAt: row.publish_at, unpublishAt: row.unpublish_at, inCatalog: !!row.searchRow };
};

async function currentVersion(): Promise<number> {
  watcher = watchContentVersion(t.location, t.context.logger);
  let version: number | undefined;
  await until(() => (version = watcher!.current()) !== undefined);
  return version!;
}

describe("scheduled publishing", () => {
  it("publishes each scheduled draft exactly once, at its time, with two instances on one database", async () => {
    const drafts = await Promise.all(["alpha", "beta", "gamma", "delta"].map(draft));
    const publishAt = new Date(Date.now() + 800);
    await schedulePublication(t.db, drafts, { publishAt, unpublishAt: null });
    expect((await listScheduledPlaybooks(t.db)).map((row) => row.publishAt)).toEqual(
      drafts.map(() => publishAt.toISOString()),
    );
    const versionBefore = await currentVersion();

    const runs = new Map<string, number>();
    startInstance(runs);
    startInstance(runs);
    await sleep(400);
    expect(await state("alpha")).toMatchObject({ status: "draft", inCatalog: false });

    // Two instances share the four jobs, so they finish in any order: wait for every one.
    const slugs = ["alpha", "beta", "gamma", "delta"];
    await until(async () =>
      (await Promise.all(slugs.map(state))).every((row) => row.status === "published" && row.inCatalog),
    );
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());
    for (const slug of slugs)
      expect(await state(slug)).toEqual({ status: "published", publishAt: null, unpublishAt: null, inCatalog: true });
    // The pages, feed and sitemap of every instance follow: the content version moved with the status.
    await until(() => watcher!.current() !== versionBefore);

    await sleep(200);
    expect([...runs.values()]).toEqual([1, 1, 1, 1]);
    const jobs = await t.db.selectFrom("jobs").select(["status", "attempts"]).execute();
    expect(jobs).toEqual(drafts.map(() => ({ status: "done", attempts: 1 })));
    expect(await listScheduledPlaybooks(t.db)).toEqual([]);
  });

  it("takes a playbook down at its unpublish time, and follows a schedule moved or cleared before it runs", async () => {
    const [moved, cleared, down] = await Promise.all(["moved", "cleared", "down"].map(draft));
    await changeStatusNow(t.db, [down!.id], "publish");
    const soon = new Date(Date.now() + 300);
    await schedulePublication(t.db, [moved!, cleared!], { publishAt: soon, unpublishAt: null });
    await schedulePublication(t.db, [{ id: down!.id, status: "published" }], { publishAt: null, unpublishAt: soon });
    const later = new Date(Date.now() + 60_000);
    await schedulePublication(t.db, [moved!], { publishAt: later, unpublishAt: null });
    await schedulePublication(t.db, [cleared!], { publishAt: null, unpublishAt: null });

    startInstance(new Map());
    await until(async () => (await state("down")).status === "draft");
    expect(await state("down")).toMatchObject({ inCatalog: false, unpublishAt: null });
    await sleep(300);
    expect(await state("moved")).toMatchObject({ status: "draft", publishAt: later.toISOString() });
    expect(await state("cleared")).toMatchObject({ status: "draft", publishAt: null });
    expect((await listScheduledPlaybooks(t.db)).map((row) => row.slug)).toEqual(["moved"]);
  });

  it("leaves out what a schedule cannot apply to: a publish time for a published playbook", async () => {
    const waiting = await draft("waiting");
    const live = await draft("live");
    await changeStatusNow(t.db, [live.id], "publish");
    const result = await schedulePublication(t.db, [waiting, { id: live.id, status: "published" }], {
      publishAt: new Date(Date.now() + 60_000),
      unpublishAt: null,
    });
    expect(result).toEqual({ scheduled: [waiting.id], skipped: [live.id] });
  });
});
