import { spawnSync } from "node:child_process";

/** The local PostgreSQL the integration tests use; CLUSTER_DATABASE_URL picks another. */
export const LOCAL_DATABASE_URL =
  process.env.CLUSTER_DATABASE_URL ?? "postgres://playbooks:playbooks@127.0.0.1:5432/playbooks";

const isReady = () => spawnSync("pg_isready", ["-q", "-h", "127.0.0.1"]).status === 0;

/** Starts Debian's PostgreSQL 15 cluster when it is not answering (as CI does), and waits for it. */
export async function ensurePostgresRunning(timeoutMs = 30_000): Promise<void> {
  if (isReady()) return;
  spawnSync("pg_ctlcluster", ["15", "main", "start"], { stdio: "inherit" });
  const deadline = Date.now() + timeoutMs;
  while (!isReady()) {
    if (Date.now() > deadline) throw new Error("PostgreSQL did not start (pg_ctlcluster 15 main start)");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Restarts PostgreSQL (every connection is cut) and waits until it answers again. */
export async function restartPostgres(): Promise<void> {
  const result = spawnSync("pg_ctlcluster", ["15", "main", "restart"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("pg_ctlcluster 15 main restart failed");
  await ensurePostgresRunning();
}
