import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

export interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote to stderr so far. */
  stderr: () => string;
}

/**
 * Starts `node server.js` (the production build) on a free port, or on `env.PORT` (e.g. to
 * restart a server where it was), and waits for /healthz.
 */
export async function startProductionServer(env: Record<string, string>): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let stderr = "";
  // E2E_CLUSTER=1: three instances on PostgreSQL behind a balancer (npm run test:cluster).
  const entry =
    process.env.E2E_CLUSTER === "1" ? ["--import", "tsx", "tests/cluster/cluster-process.ts"] : ["server.js"];
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseUrl,
      DATABASE_URL: "",
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "pipe"],
  });
  // A worker that ends without its afterAll (an interrupted run) takes its servers with it:
  // else they listen on, orphaned, until someone kills them by hand.
  const stopWithWorker = () => child.kill("SIGKILL");
  process.once("exit", stopWithWorker);
  child.once("exit", () => process.off("exit", stopWithWorker));
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const spawnedAt = performance.now();
  await waitForHealthy(baseUrl, child);
  logStartTime((performance.now() - spawnedAt) / 1000, env.DATA_DIR);
  return { process: child, baseUrl, stderr: () => stderr };
}

/**
 * How long a server took from spawn to its first healthy /healthz: printed, and appended to
 * SERVER_START_LOG when set (.ci/run sums them up in its closing summary).
 */
function logStartTime(seconds: number, dataDir: string | undefined): void {
  const where = dataDir ? ` on ${dataDir}` : "";
  process.stderr.write(`server healthy in ${seconds.toFixed(1)} s${where}\n`);
  const log = process.env.SERVER_START_LOG;
  if (log) fs.appendFileSync(log, JSON.stringify({ seconds: Math.round(seconds * 10) / 10, dataDir }) + "\n");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("server did not become healthy within 60 s");
}

/** Resolves with the exit code once the process has exited (SIGKILL after 15 s). */
export async function stopServer(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/**
 * Stops a server whose data is thrown away next: at once, where SIGTERM's graceful stop drains
 * for over a second (server/graceful-shutdown.ts), in every file's afterAll. The lifecycle tests
 * test that stop; a cluster (E2E_CLUSTER=1) stops its instances only on SIGTERM.
 */
export function discardServer(child: ChildProcess): Promise<number | null> {
  return stopServer(child, process.env.E2E_CLUSTER === "1" ? "SIGTERM" : "SIGKILL");
}
