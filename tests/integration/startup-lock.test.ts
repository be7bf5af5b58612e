import type { Kysely } from "kysely";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { openPostgres } from "~/db/connection.server";
import { countAdminUsers } from "~/db/queries/admin-users.server";
import type { Database } from "~/db/schema";
import { ensureFirstAdmin } from "~/modules/auth/first-admin.server";
import { seedDemoContentOnFirstStart } from "~/modules/demo-content/seed.server";
import { DEMO_PLAYBOOK_COUNT } from "../support/demo-library";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();
const opened: Kysely<Database>[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

/**
 * The database as `count` instances starting together see it: on PostgreSQL each has a pool of
 * its own; SQLite is served by one process per file, which shares its handle.
 */
function instances(count: number): Kysely<Database>[] {
  const { location } = t;
  if (location.engine === "sqlite") return Array.from({ length: count }, () => t.db);
  return Array.from({ length: count }, () => {
    const db = openPostgres(location.databaseUrl);
    opened.push(db);
    return db;
  });
}

describe("start-up tasks of instances starting together on an empty database", () => {
  it("loads the demo library once", async () => {
    const results = await Promise.all(instances(3).map((db) => seedDemoContentOnFirstStart(db, t.context.storage)));
    expect(results.filter((result) => result !== undefined)).toEqual([
      expect.objectContaining({ created: DEMO_PLAYBOOK_COUNT }),
    ]);
    const slugs = await t.db.selectFrom("playbooks").select("slug").execute();
    expect(slugs).toHaveLength(DEMO_PLAYBOOK_COUNT);
    expect(new Set(slugs.map((row) => row.slug)).size).toBe(DEMO_PLAYBOOK_COUNT);
    // A second load would have rewritten the playbooks and kept the first version as a revision.
    expect(await t.db.selectFrom("playbook_revisions").select("id").execute()).toEqual([]);
  }, 60_000);

  it("creates one first admin, whichever e-mail each instance was given", async () => {
    const logger = pino({ level: "silent" });
    await Promise.all(
      instances(3).map((db, index) =>
        ensureFirstAdmin(db, {
          email: `owner${index}@example.com`,
          password: "a long enough password",
          logger,
          print: () => {},
        }),
      ),
    );
    expect(await countAdminUsers(t.db)).toBe(1);
  });
});
