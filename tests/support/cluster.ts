import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { openPostgres } from "~/db/connection.server";
import { ensurePostgresRunning, LOCAL_DATABASE_URL } from "./postgres-server";
import { adminDatabaseUrl, databaseUrlFor } from "./postgres-urls";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy";
import { freePort, startProductionServer, stopServer, type RunningServer } from "./server-process";

export interface Cluster {
  /** The balancer: what visitors and tests talk to. */
  url: string;
  instances: RunningServer[];
  proxy: RoundRobinProxy;
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Production servers sharing one fresh PostgreSQL database behind a round-robin balancer, as
 * "Running at scale" in the README describes. They also share a media folder (standing in for
 * a shared volume or object storage). `env` is given to every instance.
 */
export async function startCluster({ size = 3, env = {} as Record<string, string>, port = 0 } = {}): Promise<Cluster> {
  await ensurePostgresRunning();
  const name = `cluster_${process.pid}_${Date.now()}`;
  const admin = openPostgres(adminDatabaseUrl(LOCAL_DATABASE_URL));
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
  const databaseUrl = databaseUrlFor(LOCAL_DATABASE_URL, name);
  const ownDataDir = env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "playbooks-cluster-"));
  const proxyPort = port || (await freePort());
  const shared = {
    // The balancer runs on this machine and names each visitor in X-Forwarded-For.
    TRUST_PROXY: "loopback",
    ...env,
    DATABASE_URL: databaseUrl,
    SITE_URL: `http://127.0.0.1:${proxyPort}`,
    DATA_DIR: env.DATA_DIR ?? ownDataDir!,
  };

  const instances: RunningServer[] = [];
  const stop = async () => {
    await proxy?.close();
    await Promise.all(instances.map((instance) => stopServer(instance.process)));
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
    await admin.destroy();
    if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
  };
  let proxy: RoundRobinProxy | undefined;
  try {
    // All at once, as an orchestrator starts them: migrations, first admin and demo content
    // are each done by one instance while the others wait and find them done.
    instances.push(...(await Promise.all(Array.from({ length: size }, () => startProductionServer(shared)))));
    proxy = await startRoundRobinProxy(
      instances.map((instance) => instance.baseUrl),
      proxyPort,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: proxy.url, instances, proxy, databaseUrl, stop };
}
