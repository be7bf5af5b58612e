import { spawnSync } from "node:child_process";
import http from "node:http";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { dataDirFor } from "../support/e2e-data-dir";
import { e2eServerEnv } from "../support/e2e-server-env";
import { startProductionServer, stopServer, type RunningServer } from "../support/server-process";
import { temporaryFolder } from "../support/temporary-folder";

let server: RunningServer | undefined;
const dataDir = () => temporaryFolder("playbooks-lifecycle");
/**
 * The site as a first start leaves it (a copy of the seeded template), for the tests of stopping
 * and of workers: a first start of their own would only repeat the restart test's.
 */
const seededSite = () => {
  const env = e2eServerEnv();
  return { ...env, DATA_DIR: dataDirFor(env, "playbooks-lifecycle") };
};

afterEach(async () => {
  if (server) await stopServer(server.process, "SIGKILL");
  server = undefined;
});

describe("production server lifecycle", () => {
  it("finishes every in-flight request on SIGTERM, then exits cleanly", async () => {
    server = await startProductionServer(seededSite());
    const paths = ["/", "/no-such-page"];
    let signalled = false;
    let finishedAfterSignal = 0;
    const requests = Array.from({ length: 40 }, (_, i) =>
      fetch(`${server!.baseUrl}${paths[i % paths.length]}`).then(async (response) => {
        await response.text();
        if (signalled) finishedAfterSignal += 1;
        return response.status;
      }),
    );
    // Signal as soon as the server is answering, while most requests are still being handled.
    await Promise.race(requests);
    signalled = true;
    const exitCode = stopServer(server.process, "SIGTERM");
    const statuses = await Promise.all(requests);
    expect(statuses.filter((status) => status !== 200 && status !== 404)).toEqual([]);
    expect(finishedAfterSignal).toBeGreaterThan(0);
    expect(await exitCode).toBe(0);
    expect(server.stderr()).not.toContain("Error");
  });

  it("reuses the same data after a restart without loading the demo content again", async () => {
    const dir = dataDir();
    server = await startProductionServer({ DATA_DIR: dir });
    expect((await fetch(`${server.baseUrl}/catalog/vibe-coding`)).status).toBe(200);
    await stopServer(server.process);

    // The owner deletes a demo playbook; a restart must not bring it back.
    const sqlite = new SQLite(path.join(dir, "site.db"));
    sqlite.prepare("DELETE FROM playbooks WHERE slug = ?").run("vibe-coding");
    const remaining = sqlite.prepare("SELECT count(*) AS n FROM playbooks").get() as { n: number };
    sqlite.close();

    server = await startProductionServer({ DATA_DIR: dir });
    expect((await fetch(`${server.baseUrl}/catalog/vibe-coding`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/catalog/ai-fundamentals`)).status).toBe(200);
    const check = new SQLite(path.join(dir, "site.db"), { readonly: true });
    expect(check.prepare("SELECT count(*) AS n FROM playbooks").get()).toEqual(remaining);
    check.close();
  });

  it("serves from SERVER_WORKERS processes on one port, replaces one that dies, and stops them all on SIGTERM", async () => {
    server = await startProductionServer({ ...seededSite(), SERVER_WORKERS: "2" });
    await expect.poll(() => liveWorkers(server!)).toHaveLength(2);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => statusOf(server!, "/catalog/ai-fundamentals")));
    expect(new Set(statuses)).toEqual(new Set([200]));

    const [killed] = liveWorkers(server);
    process.kill(Number(killed), "SIGKILL");
    await expect
      .poll(
        () => {
          const live = liveWorkers(server!);
          return live.length === 2 && !live.includes(killed!);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await statusOf(server, "/")).toBe(200);

    const survivors = liveWorkers(server);
    expect(await stopServer(server.process, "SIGTERM")).toBe(0);
    expect(survivors.filter((pid) => spawnSync("kill", ["-0", pid]).status === 0)).toEqual([]);
  });

  it("stops cleanly when SIGTERM comes while a dead worker waits to be replaced", async () => {
    server = await startProductionServer({ ...seededSite(), SERVER_WORKERS: "2" });
    await expect.poll(() => liveWorkers(server!)).toHaveLength(2);
    const [killed, survivor] = liveWorkers(server);
    process.kill(Number(killed), "SIGKILL");
    // Within the primary's one-second pause before it starts a replacement.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stopServer(server.process, "SIGTERM")).toBe(0);
    expect(spawnSync("kill", ["-0", survivor!]).status).not.toBe(0);
    expect(spawnSync("pgrep", ["-P", String(server.process.pid)]).stdout.toString()).toBe("");
  });

  it("refuses to start with invalid configuration and names the variable", () => {
    const result = spawnSync(process.execPath, ["server.js"], {
      env: { ...process.env, NODE_ENV: "production", PORT: "not-a-port", DATA_DIR: dataDir() },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a whole number (got "not-a-port")');
  });
});

/** The primary's worker processes that are running (an exited one not yet reaped is left out). */
function liveWorkers(running: RunningServer): string[] {
  return spawnSync("ps", ["--ppid", String(running.process.pid), "-o", "pid=,stat="], { encoding: "utf8" })
    .stdout.split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([pid, stat]) => pid && !stat?.startsWith("Z"))
    .map(([pid]) => pid!);
}

/** A connection of its own for each request: a kept-alive one may belong to a worker killed since. */
function statusOf(running: RunningServer, path: string): Promise<number> {
  return new Promise((resolve, reject) =>
    http
      .get(`${running.baseUrl}${path}`, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      })
      .on("error", reject),
  );
}
