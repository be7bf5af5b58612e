import { randomUUID } from "node:crypto";
import { Migrator, sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBlankDatabase } from "../../../tests/support/test-database";
import { databaseKind } from "../dialect";
import { readJson, toJson } from "../json";
import { migrateToLatest } from "../migrate.server";
import { parseSnapshot } from "../queries/playbook-snapshots.server";
import { findSeries, findSeriesPosition, listSeries } from "../queries/series.server";
import { restoreFromTrash } from "../queries/trash.server";
import { migrations } from "./index";

/** Tables as they were before 0013, which the app's Database type no longer names. */
type Untyped = Kysely<Record<string, Record<string, unknown>>>;

let blank: Awaited<ReturnType<typeof createBlankDatabase>>;
let migrator: Migrator;
beforeEach(async () => {
  blank = await createBlankDatabase();
  migrator = new Migrator({ db: blank.db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo("0012_title_similarity_order")).error).toBeUndefined();
});
afterEach(() => blank.destroy());

const AT = "2025-02-01T10:00:00.000Z";
const LATER = "2025-03-01T10:00:00.000Z";

async function storePlaybook(db: Untyped, slug: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("playbooks")
    .values({
      id,
      slug,
      title: `Title of ${slug}`,
      description: "",
      content: "{}",
      keywords: "[]",
      word_count: 400,
      reading_time_minutes: 2,
      version: 1,
      created_at: AT,
      updated_at: AT,
    })
    .execute();
  return id;
}

/** A playbook as the trash and the revision history stored it before 0013. */
function snapshotBefore(id: string, slug: string, courseId: string, sequence: number) {
  const part = { title: "Part", slug: "part", html: "<p>Text</p>", wordCount: 400, headings: [], keywords: [] };
  return toJson({
    id,
    version: 1,
    createdAt: AT,
    updatedAt: AT,
    input: {
      slug,
      title: `Title of ${slug}`,
      description: "",
      content: {},
      aiCategories: [],
      batonCategories: [],
      businessAreas: [],
      tools: [],
      keywords: [],
      parts: [part],
    },
    courseLinks: [{ courseId, sequence }],
  });
}

/** Two series (one with three playbooks), a deleted playbook from the first and a revision, all before 0013. */
async function storeSeriesBefore(db: Untyped) {
  const [first, second, third] = [
    await storePlaybook(db, "one"),
    await storePlaybook(db, "two"),
    await storePlaybook(db, "three"),
  ];
  const starter = randomUUID();
  const later = randomUUID();
  await db
    .insertInto("courses")
    .values([
      {
        id: starter,
        slug: "starter",
        title: "Starter",
        description: "Begin here.",
        icon: "summer-camp",
        created_at: AT,
        updated_at: LATER,
      },
      {
        id: later,
        slug: "later",
        title: "Later",
        description: "Then this.",
        icon: "ai-building",
        created_at: LATER,
        updated_at: LATER,
      },
    ])
    .execute();
  await db
    .insertInto("course_playbooks")
    .values([
      { course_id: starter, playbook_id: third, sequence: 1 },
      { course_id: starter, playbook_id: first, sequence: 3 },
      { course_id: later, playbook_id: second, sequence: 1 },
    ])
    .execute();
  const deleted = randomUUID();
  await db
    .insertInto("playbook_trash")
    .values({
      id: deleted,
      slug: "gone",
      title: "Title of gone",
      snapshot: snapshotBefore(deleted, "gone", starter, 2),
      deleted_at: LATER,
      deleted_by: null,
    })
    .execute();
  const revision = randomUUID();
  await db
    .insertInto("playbook_revisions")
    .values({
      id: revision,
      playbook_id: first,
      version: 1,
      snapshot: snapshotBefore(first, "one", starter, 3),
      created_at: AT,
      created_by: null,
    })
    .execute();
  return { starter, later, deleted, revision };
}

/** Every table, index, constraint and trigger whose name still says "course". */
async function courseNames<DB>(db: Kysely<DB>): Promise<string[]> {
  const { rows } =
    databaseKind(db) === "postgres"
      ? await sql<{ name: string }>`SELECT relname AS name FROM pg_class WHERE relname LIKE '%course%'
          UNION ALL SELECT conname FROM pg_constraint WHERE conname LIKE '%course%'
          UNION ALL SELECT tgname FROM pg_trigger WHERE tgname LIKE '%course%'`.execute(db)
      : await sql<{ name: string }>`SELECT name FROM sqlite_master
          WHERE name LIKE '%course%' OR sql LIKE '%course%'`.execute(db);
  return rows.map((row) => row.name);
}

describe("migration 0013 on a database holding series", () => {
  it("keeps every series, its playbooks in order, and the places of deleted and revised playbooks", async () => {
    const db = blank.db as unknown as Untyped;
    const before = await storeSeriesBefore(db);

    await migrateToLatest(blank.db);

    expect(await courseNames(blank.db)).toEqual([]);
    expect(await listSeries(blank.db)).toEqual([
      {
        slug: "starter",
        title: "Starter",
        description: "Begin here.",
        icon: "summer-camp",
        playbookCount: 2,
        updatedAt: LATER,
      },
      {
        slug: "later",
        title: "Later",
        description: "Then this.",
        icon: "ai-building",
        playbookCount: 1,
        updatedAt: LATER,
      },
    ]);
    const starter = await findSeries(blank.db, "starter");
    expect(starter?.createdAt).toBe(AT);
    expect(starter?.playbooks.map((playbook) => playbook.slug)).toEqual(["three", "one"]);
    const ids = await blank.db.selectFrom("series").select("id").orderBy("created_at").execute();
    expect(ids.map((row) => row.id)).toEqual([before.starter, before.later]);

    const revision = await blank.db.selectFrom("playbook_revisions").select("snapshot").executeTakeFirstOrThrow();
    expect(readJson<Record<string, unknown>>(revision.snapshot, {})).not.toHaveProperty("courseLinks");
    expect(parseSnapshot(revision.snapshot).seriesLinks).toEqual([{ seriesId: before.starter, sequence: 3 }]);

    // The deleted playbook goes back to its old place in the series.
    await restoreFromTrash(blank.db, before.deleted);
    const restored = await findSeries(blank.db, "starter");
    expect(restored?.playbooks.map((playbook) => playbook.slug)).toEqual(["three", "gone", "one"]);
    expect(await findSeriesPosition(blank.db, before.deleted)).toMatchObject({ position: 2, total: 3 });
  });

  it("can be undone: the old names come back with every row", async () => {
    const db = blank.db as unknown as Untyped;
    const before = await storeSeriesBefore(db);
    await migrateToLatest(blank.db);

    expect((await migrator.migrateTo("0012_title_similarity_order")).error).toBeUndefined();

    const links = await db
      .selectFrom("course_playbooks")
      .select(["course_id", "sequence"])
      .orderBy("sequence")
      .execute();
    expect(links).toHaveLength(3);
    expect(await db.selectFrom("courses").select("slug").orderBy("slug").execute()).toEqual([
      { slug: "later" },
      { slug: "starter" },
    ]);
    const trash = await db.selectFrom("playbook_trash").select("snapshot").executeTakeFirstOrThrow();
    expect(readJson<Record<string, unknown>>(trash.snapshot, {})).toMatchObject({
      courseLinks: [{ courseId: before.starter, sequence: 2 }],
    });
  });
});
