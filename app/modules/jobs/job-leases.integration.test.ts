import { describe, expect, inject, it, vi } from "vitest";
import { z } from "zod";
import { claimDueJobs } from "~/db/queries/job-leases.server";
import { defineJob } from "./define";
import { until } from "../../../tests/support/polling";
import { abortableJob, countingJob, jobsTestBench } from "./job-test-bench";
import { scheduleJob } from "./schedule.server";

const { t, sleep, secondInstanceDb, loseInstanceDb, runner, jobRows } = jobsTestBench();

describe("jobs that hold (issue 28)", () => {
  it("compares due times and leases with the database's clock, not an instance's own", async () => {
    const { definition, runs } = countingJob("clock");
    await scheduleJob(t.db, definition, { name: "in a minute" }, { runAt: new Date(Date.now() + 60_000) });
    const { definition: held } = countingJob("held");
    await scheduleJob(t.db, held, { name: "held" });
    const [alive] = await claimDueJobs(t.db, { kinds: ["held"], workerId: "alive", leaseMs: 60_000, limit: 1 });
    expect(alive).toBeDefined();

    // This instance's clock runs ten minutes ahead of the database's.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 });
    const skewed = runner([definition, held]);
    expect(await skewed.runOnce()).toBe(0);
    expect(runs.size).toBe(0);
    expect(await jobRows("held")).toMatchObject([{ status: "running", attempts: 1 }]);
  });

  it("stops a job whose claim another runner took over", async () => {
    const { definition, seen } = abortableJob("taken-over");
    await scheduleJob(t.db, definition, {}, { key: "k" });
    runner([definition], { leaseMs: 300 }).start();
    await until(() => seen.started === 1);
    // Another instance found the lease lapsed (this one stalled) and claimed the job.
    await t.db.updateTable("jobs").set({ locked_by: "another-instance" }).where("kind", "=", "taken-over").execute();
    await until(() => seen.reasons.length === 1, 3_000);
    expect(seen.reasons).toEqual(["claim lost"]);
    // Its late report changes nothing: the job is the other instance's.
    await sleep(50);
    expect(await jobRows("taken-over")).toMatchObject([{ status: "running" }]);
  });

  it("stops a job whose claim it cannot renew before its lease runs out", async () => {
    const { definition, seen } = abortableJob("unrenewable");
    await scheduleJob(t.db, definition, {});
    const db = secondInstanceDb();
    runner([definition], { leaseMs: 600, db }).start();
    await until(() => seen.started === 1);
    // This instance loses its database: no renewal can go through, so it cannot know whether
    // another instance has taken the job once the lease runs out, and stops it before then.
    await loseInstanceDb(db);
    await until(() => seen.reasons.length === 1, 3_000);
    expect(seen.reasons).toEqual(["claim lost"]);
  });

  it("renews the claims of the jobs runOnce runs", async () => {
    // The job outlasts its lease three times over: only renewals keep the other instance out.
    const { definition, runs } = countingJob("once-long", 3_000);
    await scheduleJob(t.db, definition, { name: "long" });
    const once = runner([definition], { leaseMs: 1_000 }).runOnce();
    await sleep(100);
    runner([definition], { leaseMs: 1_000, db: secondInstanceDb() }).start();
    expect(await once).toBe(1);
    await sleep(100);
    expect(runs.get("long")).toBe(1);
    expect(await jobRows("once-long")).toMatchObject([{ status: "done", attempts: 1 }]);
  });

  it("shares a provider's pause with every instance and every kind calling it", async () => {
    let calls = 0;
    const limited = defineJob({
      kind: "provider-a",
      payload: z.object({}),
      pauses: "provider",
      async run() {
        calls += 1;
        return { retry: "HTTP 429", afterMs: 60_000, pauseKind: true };
      },
    });
    const { definition: sibling, runs } = countingJob("provider-b");
    const pausedSibling = { ...sibling, pauses: "provider" };
    await scheduleJob(t.db, limited, {});
    await runner([limited]).runOnce();
    expect(calls).toBe(1);

    await scheduleJob(t.db, sibling, { name: "waits" });
    // Another instance, another kind calling the same provider: it waits too.
    expect(await runner([pausedSibling], { db: secondInstanceDb() }).runOnce()).toBe(0);
    expect(runs.size).toBe(0);
    expect(await t.db.selectFrom("job_pauses").select(["name", "reason"]).execute()).toEqual([
      { name: "provider", reason: "HTTP 429" },
    ]);
  });

  it.runIf(inject("testDatabase").engine === "postgres")(
    "claims past the jobs another instance is locking (FOR UPDATE SKIP LOCKED) instead of waiting for them",
    async () => {
      const { definition } = countingJob("locked");
      await scheduleJob(t.db, definition, { name: "oldest" }, { key: "a", runAt: new Date(Date.now() - 2_000) });
      await scheduleJob(t.db, definition, { name: "next" }, { key: "b", runAt: new Date(Date.now() - 1_000) });
      const other = secondInstanceDb();
      const holding = await other.startTransaction().execute();
      await holding.selectFrom("jobs").select("id").where("key", "=", "a").forUpdate().execute();
      try {
        const claim = claimDueJobs(t.db, { kinds: ["locked"], workerId: "me", leaseMs: 30_000, limit: 1 });
        const timeout = sleep(3_000).then(() => "still waiting");
        const claimed = await Promise.race([claim, timeout]);
        expect(claimed).toMatchObject([{ key: "b" }]);
      } finally {
        await holding.rollback().execute();
      }
    },
  );
});
