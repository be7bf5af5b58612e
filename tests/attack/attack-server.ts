import fs from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { dataDirFor } from "../support/e2e-data-dir";
import { e2eServerEnv } from "../support/e2e-global-setup";
import { startProductionServer, stopServer, type RunningServer } from "../support/server-process";

/**
 * A production server of the attack file's own, on a fresh data folder with the demo content,
 * started before its tests and stopped after them. `env` adds settings (e.g. TRUST_PROXY).
 */
export function withAttackServer(env: Record<string, string> = {}): {
  current: () => RunningServer;
  /** The server's data folder (its SQLite database), to read what it stored. */
  dataDir: () => string;
} {
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    const serverEnv = { ...e2eServerEnv(), LOG_LEVEL: "error", ...env };
    dataDir = dataDirFor(serverEnv, "playbooks-attack");
    server = await startProductionServer({ ...serverEnv, DATA_DIR: dataDir });
  }, 120_000);
  afterAll(async () => {
    if (server) await stopServer(server.process);
  });
  return {
    current: () => {
      if (!server) throw new Error("the attack server has not started");
      return server;
    },
    dataDir: () => {
      if (!dataDir) throw new Error("the attack server has not started");
      return dataDir;
    },
  };
}

/** The process's resident memory in MB, as the kernel counts it. */
export function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return Math.round(kilobytes / 1024);
}

/** One line per figure, easy to find in the run's output and to copy into docs/operations.md. */
export function reportFigure(name: string, text: string): void {
  console.log(`attack figure | ${name} | ${text}`);
}
