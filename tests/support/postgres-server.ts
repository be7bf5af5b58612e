import { spawnSync } from "node:child_process";

/** The local PostgreSQL the integration tests use; CLUSTER_DATABASE_URL picks another. */
export const LOCAL_DATABASE_URL =
  process.env.CLUSTER_DATABASE_URL ?? "postgres://playbooks:playbooks@127.0.0.1:5432/playbooks";

const isReady = () => spawnSync("pg_isready", ["-q", "-h", "127.0.0.1"]).status === 0;

/**
 * Starts Debian's PostgreSQL 15 cluster when it is not answering (as CI does), waits for it,
 * and, for the default URL, creates its role (allowed to create databases) when missing.
 */
export async function ensurePostgresRunning(timeoutMs = 30_000): Promise<void> {
  if (!isReady()) {
    spawnSync("pg_ctlcluster", ["15", "main", "start"], { stdio: "inherit" });
    const deadline = Date.now() + timeoutMs;
    while (!isReady()) {
      if (Date.now() > deadline) throw new Error("PostgreSQL did not start (pg_ctlcluster 15 main start)");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  if (!process.env.CLUSTER_DATABASE_URL) ensureLocalRole();
}

/** The default URL's role and database, made as the postgres superuser (as .ci/run does for its own). */
function ensureLocalRole(): void {
  const { username, password, pathname } = new URL(LOCAL_DATABASE_URL);
  const database = pathname.slice(1);
  const psql = (command: string) =>
    spawnSync("su", ["postgres", "-c", `psql -qtAc "${command}"`], { encoding: "utf8" }).stdout.trim();
  if (psql(`SELECT 1 FROM pg_roles WHERE rolname = '${username}'`) !== "1") {
    psql(`CREATE ROLE ${username} LOGIN CREATEDB PASSWORD '${password}'`);
  }
  if (psql(`SELECT 1 FROM pg_database WHERE datname = '${database}'`) !== "1") {
    psql(`CREATE DATABASE ${database} OWNER ${username}`);
  }
}
