import { describe, expect, it } from "vitest";
import { storePlaybooks, testPart } from "../../../../tests/support/playbooks";
import { withTestDatabase } from "../../../../tests/support/test-database";
import { DEFAULT_FILTERS, type CatalogFilters } from "../filters";
import { queryCatalog } from "./catalog-search.server";

// The same tests run on SQLite and on PostgreSQL (DATABASE_URL): the query language means
// the same on both engines.
const t = withTestDatabase();

async function slugs(search: string, filters: Partial<CatalogFilters> = {}): Promise<string[]> {
  const page = await queryCatalog(t.db, { ...DEFAULT_FILTERS, ...filters, search });
  return page.playbooks.map((playbook) => playbook.slug).sort();
}

/** A playbook whose one part says `text`. */
const saying = (slug: string, text: string, title = `Guide ${slug}`) => ({
  slug,
  title,
  description: "A guide.",
  parts: [testPart(1, text.split(" ").length, text)],
});

describe("the search query language", () => {
  it('matches a "quoted phrase" only with its words together and in order', async () => {
    await storePlaybooks(t.db, [
      saying("in-order", "start with a price list for every offer"),
      saying("reversed", "list the price of every offer"),
      saying("apart", "a price for the list of offers"),
    ]);
    expect(await slugs('"price list"')).toEqual(["in-order"]);
    expect(await slugs("price list")).toEqual(["apart", "in-order", "reversed"]);
    // Stop words inside a phrase still count as its words.
    expect(await slugs('"list the price"')).toEqual(["reversed"]);
  });

  it("finds a phrase in the description or in any one section, not from words in two sections", async () => {
    const inParts = (slug: string, texts: string[], description = "A guide.") => ({
      ...saying(slug, ""),
      description,
      parts: texts.map((text, index) => testPart(index + 1, text.split(" ").length, text)),
    });
    await storePlaybooks(t.db, [
      inParts("later-section", ["weekly planning notes", "plan the calls", "run customer research calls"]),
      inParts("in-description", ["plain notes"], "Customer research for founders."),
      inParts("apart", ["notes on every customer", "research plan"]),
    ]);
    expect(await slugs('"customer research"')).toEqual(["in-description", "later-section"]);
    expect(await slugs('customer -"customer research"')).toEqual(["apart"]);
    expect(await slugs('notes "customer research"')).toEqual(["in-description", "later-section"]);
    expect(await slugs('"customer research" -calls')).toEqual(["in-description"]);
    expect(await slugs('notes -"customer research" -"run customer"')).toEqual(["apart"]);
  });

  it("keeps an exclusion past eight words, and names the words it left out", async () => {
    await storePlaybooks(t.db, [
      saying("email", "one two three four five six seven eight nine pricing by email"),
      saying("plain", "one two three four five six seven eight nine pricing alone"),
    ]);
    const search = "one two three four five six seven eight nine pricing -email";
    expect(await slugs(search)).toEqual(["plain"]);
    const page = await queryCatalog(t.db, { ...DEFAULT_FILTERS, search });
    expect(page.dropped).toEqual(["eight", "nine", "pricing"]);
  });

  it('leaves out playbooks with an -excluded word or -"phrase", wherever it is', async () => {
    await storePlaybooks(t.db, [
      saying("email", "pricing by email campaign"),
      saying("calls", "pricing through cold calls"),
      saying("plain", "pricing alone"),
      { ...saying("titled", "pricing guide"), title: "Email Pricing" },
    ]);
    expect(await slugs("pricing -email")).toEqual(["calls", "plain"]);
    expect(await slugs('pricing -"cold calls"')).toEqual(["email", "plain", "titled"]);
    expect(await slugs('pricing -email -"cold calls"')).toEqual(["plain"]);
    // Exclusions alone ask for nothing.
    expect(await slugs("-email")).toEqual([]);
  });

  it("matches the last word as a prefix; one or two letters begin a title word or are the whole word, or are still being typed", async () => {
    await storePlaybooks(t.db, [
      saying("automation", "workflow automation for teams", "Automation Basics"),
      saying("pricing", "pricing for teams", "Pricing Basics"),
      saying("ai-body", "teams using ai daily", "Daily Habits"),
    ]);
    expect(await slugs("teams auto")).toEqual(["automation"]);
    expect(await slugs("teams p")).toEqual(["pricing"]);
    expect(await slugs("teams pr")).toEqual(["pricing"]);
    expect(await slugs("teams ai")).toEqual(["ai-body"]);
    expect(await slugs("teams b")).toEqual(["automation", "pricing"]);
    // A lone letter, or nothing but stop words, narrows nothing: it lists no playbook at all.
    expect(await slugs("b")).toEqual([]);
    expect(await slugs("a")).toEqual([]);
    expect(await slugs("the")).toEqual([]);
    // A short last word that leaves nothing is let go: the results do not vanish while it is typed.
    expect(await slugs("daily ha")).toEqual(["ai-body"]);
    expect(await slugs("daily hx")).toEqual(["ai-body"]);
    expect(await slugs("zz")).toEqual([]);
    // Not the last word: a whole word only.
    expect(await slugs("auto teams")).toEqual([]);
  });

  it("ranks near spellings as exact matches are: in a title first, whatever a body repeats", async () => {
    const engine = "Our content engine: the engine runs, the engine writes, the engine posts. ".repeat(20);
    await storePlaybooks(t.db, [
      { ...saying("engine", `${engine} Write one prompt per post.`, "The Content Engine"), description: "A system." },
      {
        ...saying("prompting", "Ask for one thing at a time.", "Prompt Engineering for Business"),
        description: "Prompts.",
      },
    ]);
    const page = await queryCatalog(t.db, { ...DEFAULT_FILTERS, search: "promt enginering" });
    expect(page.approximate).toBe("spellings");
    expect(page.playbooks.map((playbook) => playbook.slug)).toEqual(["prompting", "engine"]);
  });

  it("tolerates one typo from five letters and two from nine, after the exact matches", async () => {
    await storePlaybooks(t.db, [
      saying("seven", "seven steps to a launch"),
      saying("two", "two steps to a launch"),
      saying("marketing", "marketing steps for a launch"),
      saying("sevem", "sevem is a made-up word here"),
    ]);
    const page = await queryCatalog(t.db, { ...DEFAULT_FILTERS, search: "sevem" });
    // The exact match first, the near spelling after it.
    expect(page.playbooks.map((playbook) => playbook.slug)).toEqual(["sevem", "seven"]);
    expect(page.approximate).toBe(false);
    expect(await slugs("sevens steps")).toEqual(["seven"]);
    // Four letters are too few for a typo.
    expect(await slugs("tow steps")).toEqual([]);
    // Two typos in nine letters; two in eight are too many.
    expect(await slugs("mraketnig")).toEqual(["marketing"]);
    expect(await slugs("mrketnig")).toEqual([]);
    const near = await queryCatalog(t.db, { ...DEFAULT_FILTERS, search: "lanuch steps" });
    expect(near.playbooks.map((playbook) => playbook.slug).sort()).toEqual(["marketing", "seven", "two"]);
    expect(near.approximate).toBe("spellings");
  });

  it("ignores diacritics in the text and in the query", async () => {
    await storePlaybooks(t.db, [
      saying("accented", "open a café with a naïve résumé"),
      saying("plain", "open a cafe with a naive resume"),
    ]);
    expect(await slugs("cafe")).toEqual(["accented", "plain"]);
    expect(await slugs("café naïve")).toEqual(["accented", "plain"]);
    expect(await slugs('"naive resume"')).toEqual(["accented", "plain"]);
    expect(await slugs("cafe -résumé")).toEqual([]);
  });

  it("applies the filters to every kind of query", async () => {
    await storePlaybooks(t.db, [
      { ...saying("a", "a price list for offers"), aiCategories: ["ai-business"] },
      { ...saying("b", "a price list for offers"), aiCategories: ["ai-knowledge"] },
    ]);
    for (const search of ['"price list"', "price -email", "prise list", "offers g", "Guide a", "gu"])
      expect(await slugs(search, { aiCategory: "ai-knowledge" }), search).toEqual(["b"]);
  });
});
