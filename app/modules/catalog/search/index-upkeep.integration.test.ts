import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { databaseKind } from "~/db/dialect";
import { storePlaybooks, testPart } from "../../../../tests/support/playbooks";
import { withTestDatabase } from "../../../../tests/support/test-database";
import { DEFAULT_FILTERS } from "../filters";
import { queryCatalog } from "./catalog-search.server";
import { mergeSearchIndexes } from "./index-upkeep.server";

const t = withTestDatabase();

/** How many b-trees (segments) an FTS5 index has: every word is looked up in each. */
async function segments(table: string): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`SELECT count(DISTINCT segid) AS n FROM ${sql.table(`${table}_idx`)}`.execute(t.db);
  return Number(rows[0]!.n);
}

describe("search index upkeep", () => {
  it("merges each SQLite full-text index into one b-tree, step by step, and searches find the same", async () => {
    // One playbook per save: each save adds a segment to each index.
    await storePlaybooks(
      t.db,
      Array.from({ length: 12 }, (_, index) => ({
        slug: `p${index}`,
        parts: [testPart(1, 30, `lighthouse keeper ${index}`)],
      })),
    );
    const before = await queryCatalog(t.db, { ...DEFAULT_FILTERS, search: "lighthouse keeper" });
    expect(before.total).toBe(12);
    const sqlite = databaseKind(t.db) === "sqlite";
    if (sqlite) expect(await segments("playbook_section_fts")).toBeGreaterThan(1);
    expect(await mergeSearchIndexes(t.db)).toBe(true);
    if (sqlite) {
      for (const table of ["playbook_fts", "playbook_section_fts"]) expect(await segments(table)).toBe(1);
    }
    expect(await queryCatalog(t.db, { ...DEFAULT_FILTERS, search: "lighthouse keeper" })).toEqual(before);
  });

  it("stops at its deadline, to go on at the next run", async () => {
    await storePlaybooks(t.db, [{ slug: "a" }, { slug: "b" }]);
    expect(await mergeSearchIndexes(t.db, Date.now() - 1)).toBe(databaseKind(t.db) !== "sqlite");
  });
});
