import fs from "node:fs";
import { startCluster } from "../support/cluster";
import { clusterDatabaseFile } from "../support/server-database";

/**
 * A cluster standing in for one server process: with E2E_CLUSTER=1 the browser tests'
 * startProductionServer runs this instead of `node server.js`, so every journey goes through
 * a balancer to three instances on PostgreSQL. Listens on PORT; SIGTERM stops it all.
 */
delete process.env.E2E_CLUSTER;
const port = Number(process.env.PORT);
// The balancer takes PORT; each instance gets a port of its own.
const { PORT: _port, HOST: _host, ...inherited } = process.env;
const env = Object.fromEntries(
  Object.entries(inherited).filter((entry): entry is [string, string] => entry[1] !== undefined),
);
const cluster = await startCluster({ env, port });
// Tests that write to their server's database directly find the cluster's here.
if (env.DATA_DIR) fs.writeFileSync(clusterDatabaseFile(env.DATA_DIR), cluster.databaseUrl);
const stop = async () => {
  await cluster.stop();
  process.exit(0);
};
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());
