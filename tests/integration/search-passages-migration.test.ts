import { randomUUID } from "node:crypto";
import { Migrator, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "~/db/migrate.server";
import { migrations } from "~/db/migrations";
import type { Database } from "~/db/schema";
import { DEFAULT_FILTERS } from "~/modules/catalog/filters";
import { queryCatalog } from "~/modules/catalog/search/catalog-search.server";
import { createBlankDatabase } from "../support/test-database";

let blank: Awaited<ReturnType<typeof createBlankDatabase>>;
beforeEach(async () => {
  blank = await createBlankDatabase();
});
afterEach(() => blank.destroy());

/** The migration that runs just before 0032, whichever it is. */
function migrationBefore(name: string): string {
  const names = Object.keys(migrations).sort();
  return names[names.indexOf(name) - 1]!;
}

/** A published playbook stored the way the app stored it before sections and the vocabulary existed. */
async function storeBeforePassages(db: Kysely<Database>) {
  const id = randomUUID();
  const at = "2025-03-01T00:00:00.000Z";
  const html = `<p>Open with coffee.</p><h2 id="the-cafe-offer">The Café Offer</h2><p>Sell a café workshop on Fridays.</p>`;
  await db
    .insertInto("playbooks")
    .values({
      id,
      slug: "local-business",
      title: "Local Business Playbook",
      description: "Workshops for small shops.",
      content: "{}",
      keywords: "[]",
      category: "ai-business",
      baton_category: "offer",
      word_count: 12,
      reading_time_minutes: 1,
      version: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto("playbook_parts")
    .values({
      id: randomUUID(),
      playbook_id: id,
      position: 1,
      title: "Offers",
      slug: "offers",
      html,
      word_count: 12,
      reading_time_minutes: 1,
      headings: JSON.stringify([{ id: "the-cafe-offer", text: "The Café Offer", level: 2 }]),
      keywords: "[]",
    })
    .execute();
  await (db as Kysely<unknown> as Kysely<{ playbook_search: Record<string, string> }>)
    .insertInto("playbook_search")
    .values({
      playbook_id: id,
      title: "Local Business Playbook",
      description: "Workshops for small shops.",
      body: "Offers\nOpen with coffee.\nThe Café Offer\nSell a café workshop on Fridays.",
      facets: "",
    })
    .execute();
}

describe("migration 0032 on a database with playbooks", () => {
  it("cuts every published playbook into passages, fills the vocabulary and ignores diacritics", async () => {
    const migrator = new Migrator({ db: blank.db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo(migrationBefore("0032_search_passages"));
    expect(before.error).toBeUndefined();
    await storeBeforePassages(blank.db);

    await migrateToLatest(blank.db);

    const search = async (text: string) => {
      const page = await queryCatalog(blank.db, { ...DEFAULT_FILTERS, search: text });
      return page.playbooks.map((playbook) => [playbook.slug, playbook.passages?.[0]?.href]);
    };
    const atTheOffer = "/catalog/local-business/offers?highlight=cafe#the-cafe-offer";
    expect(await search("cafe")).toEqual([["local-business", atTheOffer]]);
    // A near spelling of a word only the migration put in the vocabulary.
    expect(await search("worksop fridays")).toEqual([
      ["local-business", "/catalog/local-business/offers?highlight=workshop+fridays#the-cafe-offer"],
    ]);
    // The title word starts are facets now: two letters find the title word they begin (a lone
    // letter asks for nothing, so it no longer lists the whole library).
    expect((await search("lo"))[0]?.[0]).toBe("local-business");
  });
});
