import { sql } from "kysely";
import { afterEach, describe, expect, inject, it } from "vitest";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { writeSetting } from "~/db/queries/settings.server";
import { testPlaybook } from "../../tests/support/playbooks";
import { withTestDatabase } from "../../tests/support/test-database";
import { watchContentVersion, type ContentVersion } from "./content-version.server";

const t = withTestDatabase();
let watcher: ContentVersion | undefined;

afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
});

/** Resolves once the watcher reports a version other than `before` (LISTEN delivers within milliseconds). */
async function nextVersion(before: number | undefined): Promise<number> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const now = watcher!.current();
    if (now !== undefined && now !== before) return now;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the content version did not change");
}

async function readyWatcher(): Promise<number> {
  watcher = watchContentVersion(t.location, t.context.logger);
  return nextVersion(undefined);
}

describe("content version", () => {
  it("changes when a playbook is stored, renamed or deleted, whoever writes it", async () => {
    let version = await readyWatcher();
    await upsertPlaybook(t.db, testPlaybook(), new Date());
    version = await nextVersion(version);
    await t.db.updateTable("playbooks").set({ title: "Renamed by hand" }).execute();
    version = await nextVersion(version);
    await t.db.deleteFrom("playbooks").execute();
    await nextVersion(version);
  });

  it("changes with categories, series and settings, but not with leads or sessions", async () => {
    let version = await readyWatcher();
    await writeSetting(t.db, "anything", "1");
    version = await nextVersion(version);
    await t.db
      .insertInto("series")
      .values({
        id: crypto.randomUUID(),
        slug: "s",
        title: "S",
        description: "",
        icon: "x",
        created_at: "2025-01-01T00:00:00Z",
        updated_at: "2025-01-01T00:00:00Z",
      })
      .execute();
    version = await nextVersion(version);
    await t.db
      .insertInto("rate_limit_counters")
      .values({ bucket: "b", subject: "s", window_started_at: new Date().toISOString(), hits: 1 })
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(watcher!.current()).toBe(version);
  });

  it.runIf(inject("testDatabase").engine === "postgres")(
    "steps aside while its PostgreSQL connection is cut, and counts the reconnect as a change",
    async () => {
      const before = await readyWatcher();
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`.execute(t.db);
      const deadline = Date.now() + 2_000;
      while (watcher!.current() !== undefined && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(watcher!.current()).toBeUndefined();
      expect(await nextVersion(undefined)).toBeGreaterThan(before);
      await watcher!.close();
      expect(watcher!.current()).toBeUndefined();
    },
  );
});
