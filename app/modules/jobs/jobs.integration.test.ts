import { describe, expect, it } from "vitest";
import { z } from "zod";
import { claimDueJobs, settleJob } from "~/db/queries/job-leases.server";
import { expireLeases } from "../../../tests/support/job-leases";
import { defineJob } from "./define";
import { until } from "../../../tests/support/polling";
import { countingJob, jobsTestBench } from "./job-test-bench";
import { cancelJob, scheduleJob } from "./schedule.server";

const { t, sleep, secondInstanceDb, runner, jobRows } = jobsTestBench();

describe("background jobs", () => {
  it("runs each job exactly once with two instances polling one database", async () => {
    const { definition, runs } = countingJob("count", 5);
    for (let i = 0; i < 40; i += 1)
      await scheduleJob(t.db, definition, { name: `job-${i}` }, { key: `job-${String(i).padStart(2, "0")}` });
    runner([definition], { concurrency: 3 }).start();
    runner([definition], { concurrency: 3, db: secondInstanceDb() }).start();

    await until(async () => (await jobRows("count")).every((row) => row.status === "done"));
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect((await jobRows("count")).every((row) => row.attempts === 1)).toBe(true);
  });

  it("waits for a job's run-at time", async () => {
    const { definition, runs } = countingJob("later");
    // Far enough ahead that a busy machine cannot reach it before the first check.
    const runAt = new Date(Date.now() + 1_500);
    await scheduleJob(t.db, definition, { name: "later" }, { runAt });
    runner([definition]).start();
    await sleep(200);
    expect(runs.size).toBe(0);
    await until(() => runs.size === 1);
    expect(Date.now()).toBeGreaterThanOrEqual(runAt.getTime());
  });

  it("runs again, on another instance, a job whose instance died halfway once its lease runs out", async () => {
    const { definition, runs } = countingJob("orphan");
    await scheduleJob(t.db, definition, { name: "orphan" }, { key: "orphan" });
    // The dead instance claimed it (and may have done part of the work), then stopped answering.
    const [claimed] = await claimDueJobs(t.db, { kinds: ["orphan"], workerId: "dead", leaseMs: 60_000, limit: 1 });
    expect(claimed).toMatchObject({ status: "running", attempts: 1 });

    const survivor = runner([definition], { db: secondInstanceDb() });
    expect(await survivor.runOnce()).toBe(0);
    await expireLeases(t.db, "orphan");
    expect(await survivor.runOnce()).toBe(1);
    expect(await jobRows("orphan")).toMatchObject([{ status: "done", attempts: 2 }]);
    // The dead instance's late report changes nothing.
    expect(
      await settleJob(t.db, { id: claimed!.id, workerId: "dead", settlement: { status: "failed", error: "x" } }),
    ).toBe(false);
    expect(runs.get("orphan")).toBe(1);
  });

  it("keeps the claim on a job that runs longer than the lease, so no other instance starts it", async () => {
    // Three and a half leases long. The lease is renewed every third of it, so a busy machine
    // would have to stall an instance for a whole lease (1 s) to lose the claim.
    const { definition, runs } = countingJob("long", 3_500);
    await scheduleJob(t.db, definition, { name: "long" });
    runner([definition], { leaseMs: 1_000 }).start();
    runner([definition], { leaseMs: 1_000, db: secondInstanceDb() }).start();
    await until(async () => (await jobRows("long"))[0]?.status === "done");
    expect(runs.get("long")).toBe(1);
  });

  it("retries a failing job with backoff, then records the success", async () => {
    let calls = 0;
    const flaky = defineJob({
      kind: "flaky",
      payload: z.object({}),
      retry: { maxAttempts: 5, baseDelayMs: 400, maxDelayMs: 800 },
      async run() {
        calls += 1;
        if (calls < 3) throw new Error(`boom ${calls}`);
      },
    });
    await scheduleJob(t.db, flaky, {});
    const instance = runner([flaky]);
    await instance.runOnce();
    expect(await jobRows("flaky")).toMatchObject([{ status: "pending", attempts: 1, last_error: "boom 1" }]);
    // Not due before its backoff (400 ms ± 20 %) has passed.
    expect(await instance.runOnce()).toBe(0);
    instance.start();
    await until(async () => (await jobRows("flaky"))[0]?.status === "done");
    expect(await jobRows("flaky")).toMatchObject([{ status: "done", attempts: 3, last_error: null }]);
  });

  it("fails a job for good after its last attempt, or at once when the handler says so", async () => {
    const broken = defineJob({
      kind: "broken",
      payload: z.object({ give: z.enum(["up", "error"]) }),
      retry: { maxAttempts: 2, baseDelayMs: 10, maxDelayMs: 10 },
      async run({ give }) {
        if (give === "up") return { fail: "nothing to do with it" };
        throw new Error("still broken");
      },
    });
    await scheduleJob(t.db, broken, { give: "error" }, { key: "a-error" });
    await scheduleJob(t.db, broken, { give: "up" }, { key: "b-up" });
    runner([broken]).start();
    await until(async () => (await jobRows("broken")).every((row) => row.status === "failed"));
    expect(await jobRows("broken")).toMatchObject([
      { key: "a-error", status: "failed", attempts: 2, last_error: "still broken" },
      { key: "b-up", status: "failed", attempts: 1, last_error: "nothing to do with it" },
    ]);
  });

  it("refuses a payload its kind's schema rejects, and fails a stored one that no longer fits", async () => {
    const { definition, runs } = countingJob("typed");
    await expect(scheduleJob(t.db, definition, { name: 42 } as never)).rejects.toThrow();
    await t.db
      .insertInto("jobs")
      .values({
        id: crypto.randomUUID(),
        kind: "typed",
        key: "old",
        payload: JSON.stringify({ title: "an older payload" }),
        status: "pending",
        attempts: 0,
        run_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await runner([definition]).runOnce();
    expect(await jobRows("typed")).toMatchObject([
      { status: "failed", last_error: expect.stringContaining("payload is not valid") },
    ]);
    expect(runs.size).toBe(0);
  });

  it("moves or withdraws a keyed job that has not run yet", async () => {
    const { definition, runs } = countingJob("keyed");
    const far = new Date(Date.now() + 60_000);
    await scheduleJob(t.db, definition, { name: "first" }, { key: "k", runAt: far });
    expect(await scheduleJob(t.db, definition, { name: "kept" }, { key: "k" })).toBe(false);
    expect(await jobRows("keyed")).toMatchObject([{ run_at: far.toISOString() }]);

    await scheduleJob(t.db, definition, { name: "moved" }, { key: "k", ifExists: "replace" });
    await runner([definition]).runOnce();
    expect([...runs.keys()]).toEqual(["moved"]);

    await scheduleJob(t.db, definition, { name: "withdrawn" }, { key: "w", runAt: far });
    expect(await cancelJob(t.db, definition, "w")).toBe(true);
    expect(await cancelJob(t.db, definition, "w")).toBe(false);
    expect((await jobRows("keyed")).map((row) => row.key)).toEqual(["k"]);
  });

  it("runs a recurring task on one instance at a time, every interval", async () => {
    const starts: number[] = [];
    let running = 0;
    let overlapped = false;
    const tick = defineJob({
      kind: "tick",
      payload: z.object({}),
      everyMs: 150,
      async run() {
        if (running > 0) overlapped = true;
        running += 1;
        starts.push(Date.now());
        await sleep(20);
        running -= 1;
      },
    });
    runner([tick]).start();
    runner([tick], { db: secondInstanceDb() }).start();
    await until(() => starts.length >= 4, 5_000);
    expect(overlapped).toBe(false);
    const gaps = starts.slice(1).map((start, index) => start - starts[index]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(150);
    expect(await jobRows("tick")).toMatchObject([{ key: "recurring", attempts: expect.any(Number) }]);
  });

  it("stops cleanly: the job in hand finishes and is recorded, told that the server is stopping", async () => {
    let sawStop = false;
    const slow = defineJob({
      kind: "slow",
      payload: z.object({}),
      async run(_payload, { signal }) {
        await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve()));
        sawStop = signal.aborted;
      },
    });
    await scheduleJob(t.db, slow, {});
    const instance = runner([slow]);
    instance.start();
    await until(async () => (await jobRows("slow"))[0]?.status === "running");
    await instance.stop();
    expect(sawStop).toBe(true);
    expect(await jobRows("slow")).toMatchObject([{ status: "done" }]);
  });
});
