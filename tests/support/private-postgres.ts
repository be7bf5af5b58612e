import { spawnSync } from "node:child_process";
import { freePort } from "./server-process";

const VERSION = "15";
const CREDENTIALS = "faults";

export interface PrivatePostgres {
  /** postgres://… for the database made for the test, owned by a role of its own. */
  databaseUrl: string;
  /** Stops the server the way an operator's restart does: every connection is cut at once. */
  stop(): void;
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  drop(): void;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed: ${result.stderr || result.stdout}`);
}

const isReady = (port: number) => spawnSync("pg_isready", ["-q", "-h", "127.0.0.1", "-p", String(port)]).status === 0;

/**
 * A throwaway PostgreSQL cluster on a free port (Debian's pg_createcluster, as root), so a test
 * can restart the database server without cutting off anyone else's tests on the shared one.
 */
export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  const name = `faults_${process.pid}`;
  // No fsync: the cluster lives for one test run, and a restart (not a machine crash) is what is tested.
  run("pg_createcluster", [VERSION, name, "-p", String(port), "--start-conf=manual", "--", "--no-sync"]);
  const cluster = {
    stop: () => run("pg_ctlcluster", [VERSION, name, "stop", "-m", "fast"]),
    async start() {
      run("pg_ctlcluster", [VERSION, name, "start"]);
      const deadline = Date.now() + 30_000;
      while (!isReady(port)) {
        if (Date.now() > deadline) throw new Error(`the private PostgreSQL on port ${port} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    drop: () => run("pg_dropcluster", ["--stop", VERSION, name]),
  };
  try {
    await cluster.start();
    const psql = (statement: string) => run("su", ["postgres", "-c", `psql -p ${port} -qc "${statement}"`]);
    psql(`CREATE ROLE ${CREDENTIALS} LOGIN PASSWORD '${CREDENTIALS}'`);
    psql(`CREATE DATABASE ${CREDENTIALS} OWNER ${CREDENTIALS}`);
  } catch (error) {
    cluster.drop();
    throw error;
  }
  return { ...cluster, databaseUrl: `postgres://${CREDENTIALS}:${CREDENTIALS}@127.0.0.1:${port}/${CREDENTIALS}` };
}
