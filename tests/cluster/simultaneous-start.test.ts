import fs from "node:fs";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { startCluster, type Cluster } from "../support/cluster";
import { e2eServerEnv } from "../support/e2e-global-setup";
import { DEMO_PLAYBOOK_COUNT } from "../support/demo-library";

/**
 * Three instances started at the same moment on an empty PostgreSQL database: each runs the
 * migrations, the first-admin check and the demo-content seed, and exactly one must do each.
 */
let cluster: Cluster;
let db: Kysely<Database>;

beforeAll(async () => {
  cluster = await startCluster({ env: e2eServerEnv() });
  db = openPostgres(cluster.databaseUrl);
}, 180_000);

afterAll(async () => {
  await db?.destroy();
  await cluster?.stop();
});

describe("three instances starting together on an empty database", () => {
  it("load the demo library once and create one admin", async () => {
    const slugs = (await db.selectFrom("playbooks").select("slug").execute()).map((row) => row.slug);
    expect(slugs).toHaveLength(DEMO_PLAYBOOK_COUNT);
    expect(new Set(slugs).size).toBe(DEMO_PLAYBOOK_COUNT);
    // A second load would have saved each demo playbook again, keeping a revision of the first.
    expect(await db.selectFrom("playbook_revisions").select("id").execute()).toEqual([]);
    const series = JSON.parse(fs.readFileSync("content/series.json", "utf8")) as unknown[];
    expect(await db.selectFrom("series").select("id").execute()).toHaveLength(series.length);
    expect(await db.selectFrom("admin_users").select("email").execute()).toEqual([
      { email: e2eServerEnv().ADMIN_EMAIL },
    ]);
    for (const instance of cluster.instances) expect((await fetch(`${instance.baseUrl}/catalog`)).status).toBe(200);
  });
});
