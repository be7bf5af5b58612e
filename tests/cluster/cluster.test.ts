import fs from "node:fs";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "~/db/connection.server";
import { BEEHIIV_DELIVERY } from "~/db/queries/leads.server";
import type { Database } from "~/db/schema";
import { signInCookie } from "../support/admin-cookie";
import { startCluster, type Cluster } from "../support/cluster";
import { e2eServerEnv } from "../support/e2e-global-setup";
import { guidesOnHomeCard } from "../support/home-page";
import { startFakeBeehiiv, type FakeBeehiiv } from "../support/fake-beehiiv";

/**
 * `npm run test:cluster`: three production servers on one PostgreSQL database behind a
 * round-robin balancer behave as one site. Sessions, limits, imports, cache invalidation and
 * lead delivery all involve state one instance has and the others must see.
 */
let cluster: Cluster;
let beehiiv: FakeBeehiiv;
let db: Kysely<Database>;
let admin: string;

beforeAll(async () => {
  beehiiv = await startFakeBeehiiv();
  cluster = await startCluster({
    env: {
      ...e2eServerEnv(),
      BEEHIIV_API_KEY: "cluster-key",
      BEEHIIV_PUBLICATION_ID: "pub_cluster",
      BEEHIIV_API_BASE: beehiiv.url,
    },
  });
  db = openPostgres(cluster.databaseUrl);
  admin = await signInCookie(cluster.url);
}, 180_000);

afterAll(async () => {
  await db?.destroy();
  await cluster?.stop();
  await beehiiv?.close();
});

/** Through the balancer, as a visitor at `address` (the balancer's X-Forwarded-For). */
function viaBalancer(path: string, init: RequestInit & { address?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("Origin", cluster.url);
  if (init.address) headers.set("X-Forwarded-For", init.address);
  return fetch(`${cluster.url}${path}`, { redirect: "manual", ...init, headers });
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin },
  body: new URLSearchParams(fields),
});

async function until<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("three instances behind a balancer", () => {
  it("keeps an admin signed in whichever instance answers", async () => {
    const upstreams = new Set<string>();
    for (let request = 0; request < 6; request += 1) {
      const response = await viaBalancer("/admin/playbooks", { headers: { Cookie: admin } });
      expect(response.status).toBe(200);
      upstreams.add(response.headers.get("X-Upstream")!);
    }
    expect(upstreams.size).toBe(3);
  });

  it("drops every instance's cached page and category figures the moment an admin changes content on one of them", async () => {
    const page = "/catalog/vibe-coding";
    // vibe-coding is an AI Building guide: each instance keeps that card's figures per content version.
    const aiBuildingGuides = async (baseUrl: string) =>
      guidesOnHomeCard(await (await fetch(`${baseUrl}/`)).text(), "ai-building");
    const guidesBefore = await aiBuildingGuides(cluster.instances[0]!.baseUrl);
    for (const instance of cluster.instances) {
      await fetch(`${instance.baseUrl}${page}`);
      expect((await fetch(`${instance.baseUrl}${page}`)).headers.get("X-Page-Cache")).toBe("hit");
      expect(await aiBuildingGuides(instance.baseUrl)).toBe(guidesBefore);
    }
    expect((await viaBalancer("/admin/playbooks", form({ intent: "delete", slug: "vibe-coding" }))).status).toBe(200);
    for (const instance of cluster.instances) {
      expect((await fetch(`${instance.baseUrl}${page}`)).status).toBe(404);
      expect(await aiBuildingGuides(instance.baseUrl)).toBe(guidesBefore - 1);
    }

    const trashed = await db
      .selectFrom("playbook_trash")
      .select("id")
      .where("slug", "=", "vibe-coding")
      .executeTakeFirst();
    expect((await viaBalancer("/admin/trash", form({ id: trashed!.id }))).status).toBe(200);
    for (const instance of cluster.instances) {
      expect((await fetch(`${instance.baseUrl}${page}`)).status).toBe(200);
      expect(await aiBuildingGuides(instance.baseUrl)).toBe(guidesBefore);
    }
  });

  it("imports through one instance and shows the playbook on all of them", async () => {
    const upload = new FormData();
    const html = fs.readFileSync("tests/fixtures/import/wordpress-post.html");
    upload.append("htmlFiles", new File([html], "cluster-import.html", { type: "text/html" }));
    const started = await viaBalancer("/admin/import?index", {
      method: "POST",
      headers: { Cookie: admin },
      body: upload,
    });
    expect(started.status).toBe(302);
    const batchId = new URL(started.headers.get("Location")!, cluster.url).searchParams.get("batch")!;
    // The progress screen polls whichever instance the balancer picks.
    for (let poll = 0; poll < 3; poll += 1) {
      expect(
        (await viaBalancer(`/admin/import/progress?batch=${batchId}`, { headers: { Cookie: admin } })).status,
      ).toBe(200);
    }
    const slug = await until(async () => {
      const file = await db
        .selectFrom("import_files")
        .select(["status", "playbook_slug", "error"])
        .where("batch_id", "=", batchId)
        .executeTakeFirst();
      if (file?.status === "error") throw new Error(`import failed: ${file.error}`);
      return file?.status === "completed" ? file.playbook_slug! : undefined;
    }, "the import");
    // A draft until it is published, through any instance, and then public on every one.
    for (const instance of cluster.instances)
      expect((await fetch(`${instance.baseUrl}/catalog/${slug}`)).status).toBe(404);
    const publish = form({ intent: "publish", slug });
    expect((await viaBalancer(`/admin/import/results?batch=${batchId}`, publish)).status).toBe(200);
    for (const instance of cluster.instances)
      expect((await fetch(`${instance.baseUrl}/catalog/${slug}`)).status).toBe(200);
  });

  it("delivers every acknowledged subscription exactly once, whichever of three workers claims it", async () => {
    beehiiv.setLatency(150);
    beehiiv.queueReplies({ status: 500 }, { status: 429, headers: { "Retry-After": "1" } });
    const emails = Array.from({ length: 30 }, (_, index) => `cluster-reader-${index}@example.com`);
    const answers = await Promise.all(
      emails.map((email, index) =>
        viaBalancer("/api/subscribe", {
          method: "POST",
          address: `203.0.113.${index + 1}`,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email, leadMagnet: "Newsletter" }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 200));
    await until(
      async () => (emails.every((email) => beehiiv.accepted.has(email)) ? true : undefined),
      "every lead at the provider",
    );
    // A last round of polling by all three workers must not send anything again.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(emails.map((email) => beehiiv.accepted.get(email))).toEqual(emails.map(() => 1));
    const jobs = await db.selectFrom("jobs").select("status").where("kind", "=", BEEHIIV_DELIVERY).execute();
    expect(jobs.map((job) => job.status)).toEqual(emails.map(() => "done"));
  }, 180_000);

  it("counts subscriptions and failed sign-ins against one limit, whichever instance answers", async () => {
    const subscribe = (index: number) =>
      viaBalancer("/api/subscribe", {
        method: "POST",
        address: "198.51.100.7",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: `limited-${index}@example.com` }),
      });
    for (let index = 0; index < 10; index += 1) expect((await subscribe(index)).status).toBe(200);
    expect((await subscribe(10)).status).toBe(429);

    const signIn = (password: string) =>
      viaBalancer("/admin?index", {
        method: "POST",
        address: "198.51.100.8",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ password }),
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await signIn(`wrong ${attempt}`)).status).toBe(401);
    const locked = await signIn(e2eServerEnv().ADMIN_PASSWORD!);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Too many failed attempts.");
  });
});
