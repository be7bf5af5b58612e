import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import type { poolTestTasks } from "../../../../../tests/support/pool-tasks.worker";
import { temporaryFolder } from "../../../../../tests/support/temporary-folder";
import { WorkerLimitError, WorkerPool, WorkerTaskError } from "./pool.server";

const script = new URL("../../../../../tests/support/pool-tasks.worker.ts", import.meta.url);
const pools: WorkerPool<typeof poolTestTasks>[] = [];

function pool(options: { size?: number; timeLimitMs?: number; memoryLimitMb?: number } = {}) {
  const created = new WorkerPool<typeof poolTestTasks>({
    script,
    size: options.size ?? 1,
    timeLimitMs: options.timeLimitMs ?? 20_000,
    memoryLimitMb: options.memoryLimitMb ?? 256,
    idleMs: 60_000,
  });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

/** How long the event loop went without a turn while `work` ran. */
async function longestStall<T>(work: Promise<T>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 5);
    last = now;
  }, 5);
  await work.catch(() => undefined);
  clearInterval(timer);
  return longest;
}

describe("worker pool", { timeout: 30_000 }, () => {
  // A second of work: twice the stall allowed, so work held on this thread fails the test.
  it("runs tasks off the event loop: a second of work never holds it for half a second", async () => {
    const workers = pool();
    await workers.run("echo", "warm");
    const stall = await longestStall(workers.run("spin", 1000));
    expect(stall).toBeLessThan(500);
  });

  it("stops a task past its time, and the next task gets a fresh worker", async () => {
    const workers = pool({ timeLimitMs: 300 });
    await workers.run("echo", "warm");
    await expect(workers.run("spin", 5000)).rejects.toEqual(new WorkerLimitError("time"));
    await expect(workers.run("echo", "after")).resolves.toMatch(/^after/);
  });

  it("stops a worker past its memory, and carries on with the next task", async () => {
    const workers = pool({ memoryLimitMb: 64 });
    await expect(workers.run("hog", undefined)).rejects.toEqual(new WorkerLimitError("memory"));
    await expect(workers.run("echo", "after")).resolves.toMatch(/^after/);
  });

  it("passes a task's own error back by name and message, and survives a worker that exits", async () => {
    const workers = pool();
    const failure = await workers.run("fail", "out of range").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkerTaskError);
    expect(failure).toMatchObject({ remoteName: "RangeError", message: "out of range" });
    await expect(workers.run("exit", undefined)).rejects.toEqual(new WorkerLimitError("crash"));
    await expect(workers.run("echo", "after")).resolves.toMatch(/^after/);
  });

  it("queues tasks beyond its size and runs them all", async () => {
    const workers = pool({ size: 2 });
    const results = await Promise.all(["a", "b", "c", "d", "e"].map((value) => workers.run("echo", value)));
    expect(results.map((result) => result[0])).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("lets a process that is done exit while its idle worker waits to retire", async () => {
    // A command line runs one task and ends; its worker would retire only after a minute.
    const program = `
      import { WorkerPool } from ${JSON.stringify(fileURLToPath(new URL("./pool.server.ts", import.meta.url)))};
      const workers = new WorkerPool({ script: new URL(${JSON.stringify(script.href)}), size: 1, timeLimitMs: 20000, memoryLimitMb: 256, idleMs: 60000 });
      console.log(await workers.run("echo", "done"));
    `;
    const file = path.join(temporaryFolder("pool-exit"), "one-task.mts");
    fs.writeFileSync(file, program);
    const started = performance.now();
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", file], { timeout: 25_000 });
    expect(stdout).toMatch(/^done/);
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
