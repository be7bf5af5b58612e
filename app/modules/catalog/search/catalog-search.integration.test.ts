import { describe, expect, it } from "vitest";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { storePlaybooks, testPart, testPlaybook } from "../../../../tests/support/playbooks";
import { withTestDatabase } from "../../../../tests/support/test-database";
import { CATALOG_PAGE_SIZE, DEFAULT_FILTERS, type CatalogFilters } from "../filters";
import { queryCatalog } from "./catalog-search.server";
import { SNIPPET_END, SNIPPET_START } from "./snippet";

const t = withTestDatabase();

async function slugs(filters: Partial<CatalogFilters>): Promise<string[]> {
  const page = await queryCatalog(t.db, { ...DEFAULT_FILTERS, ...filters });
  return page.playbooks.map((playbook) => playbook.slug);
}

/** A playbook of `minutes` reading time (200 words a minute). */
const lasting = (slug: string, minutes: number) => ({ slug, title: slug, parts: [testPart(1, minutes * 200)] });

describe("catalog filters", () => {
  it("filters by AI and BATON category, counting every category a playbook carries", async () => {
    await storePlaybooks(t.db, [
      { slug: "a", aiCategories: ["ai-business", "ai-building"], batonCategories: ["offer"] },
      { slug: "b", aiCategories: ["ai-building"], batonCategories: ["network", "offer"] },
      { slug: "c", aiCategories: ["ai-knowledge"], batonCategories: ["business"] },
    ]);
    expect((await slugs({ aiCategory: "ai-building" })).sort()).toEqual(["a", "b"]);
    expect((await slugs({ batonCategory: "offer" })).sort()).toEqual(["a", "b"]);
    expect(await slugs({ aiCategory: "ai-building", batonCategory: "network" })).toEqual(["b"]);
    expect(await slugs({ aiCategory: "ai-authority" })).toEqual([]);
  });

  it("keeps playbooks with any of the chosen business areas and any of the chosen tools", async () => {
    await storePlaybooks(t.db, [
      { slug: "sales", businessAreas: ["Sales"], tools: ["Zapier"] },
      { slug: "hr", businessAreas: ["HR & People"], tools: ["Notion", "Make"] },
      { slug: "content", businessAreas: ["Content"], tools: ["Canva"] },
    ]);
    expect((await slugs({ businessAreas: ["Sales", "HR & People"] })).sort()).toEqual(["hr", "sales"]);
    expect(await slugs({ tools: ["Make"] })).toEqual(["hr"]);
    expect(await slugs({ businessAreas: ["Content"], tools: ["Zapier"] })).toEqual([]);
  });

  it("puts each reading time in exactly one bucket, edges in the lower one", async () => {
    await storePlaybooks(t.db, [
      lasting("m5", 5),
      lasting("m6", 6),
      lasting("m15", 15),
      lasting("m16", 16),
      lasting("m30", 30),
      lasting("m31", 31),
    ]);
    const bucket = async (readingTime: CatalogFilters["readingTime"]) =>
      (await slugs({ readingTime, sort: "readingTime", order: "asc" })).join(" ");
    expect(await bucket("0-5")).toBe("m5");
    expect(await bucket("5-15")).toBe("m6 m15");
    expect(await bucket("15-30")).toBe("m16 m30");
    expect(await bucket("30+")).toBe("m31");
    expect((await bucket("all")).split(" ")).toHaveLength(6);
  });
});

describe("catalog sorting", () => {
  it("sorts by every key in both directions", async () => {
    await storePlaybooks(t.db, [
      { ...lasting("beta", 3), title: "beta", aiCategories: ["ai-knowledge"] },
      { ...lasting("alpha", 9), title: "Alpha", aiCategories: ["ai-business"] },
      { ...lasting("gamma", 1), title: "Gamma", aiCategories: ["ai-authority"] },
    ]);
    expect(await slugs({ sort: "title", order: "asc" })).toEqual(["alpha", "beta", "gamma"]);
    expect(await slugs({ sort: "title", order: "desc" })).toEqual(["gamma", "beta", "alpha"]);
    expect(await slugs({ sort: "readingTime", order: "desc" })).toEqual(["alpha", "beta", "gamma"]);
    expect(await slugs({ sort: "wordCount", order: "asc" })).toEqual(["gamma", "beta", "alpha"]);
    expect(await slugs({ sort: "category", order: "asc" })).toEqual(["gamma", "alpha", "beta"]);
    expect(await slugs({ sort: "relevance", order: "desc" })).toEqual(["gamma", "alpha", "beta"]);
    expect(await slugs({ sort: "relevance", order: "asc" })).toEqual(["beta", "alpha", "gamma"]);
  });

  it("lists newest first by default, playbooks added at the same moment A to Z; an edit does not reorder", async () => {
    const added = new Date("2025-03-01T00:00:00Z");
    for (const title of ["Zeta", "alpha", "Mu"])
      await upsertPlaybook(t.db, testPlaybook({ slug: title.toLowerCase(), title }), added);
    await upsertPlaybook(t.db, testPlaybook({ slug: "newer", title: "Newer" }), new Date("2025-03-02T00:00:00Z"));
    await upsertPlaybook(t.db, testPlaybook({ slug: "zeta", title: "Zeta", description: "Edited later." }));
    expect(await slugs({})).toEqual(["newer", "alpha", "mu", "zeta"]);
    expect(await slugs({ order: "asc" })).toEqual(["zeta", "mu", "alpha", "newer"]);
    expect(await slugs({ aiCategory: "ai-business" })).toEqual(["newer", "alpha", "mu", "zeta"]);
  });

  it("pages through the results without repeating or skipping any", async () => {
    await storePlaybooks(
      t.db,
      Array.from({ length: CATALOG_PAGE_SIZE + 5 }, (_, index) => ({ slug: `p${index}`, title: "Same title" })),
    );
    const first = await queryCatalog(t.db, { ...DEFAULT_FILTERS, sort: "title" });
    const second = await queryCatalog(t.db, { ...DEFAULT_FILTERS, sort: "title", page: 2 });
    expect(first).toMatchObject({ total: CATALOG_PAGE_SIZE + 5, pageCount: 2 });
    expect(second.playbooks).toHaveLength(5);
    const all = [...first.playbooks, ...second.playbooks].map((playbook) => playbook.slug);
    expect(new Set(all).size).toBe(CATALOG_PAGE_SIZE + 5);
  });
});

describe("catalog search", () => {
  it("ranks title matches before description and body matches, and links the body match to its passage", async () => {
    await storePlaybooks(t.db, [
      { slug: "in-body", title: "Running Events", parts: [testPart(1, 300, "plan the webinar carefully")] },
      { slug: "in-description", title: "Growing Lists", description: "Use a webinar to grow your list." },
      { slug: "in-title", title: "Webinar Launch Checklist" },
    ]);
    const page = await queryCatalog(t.db, { ...DEFAULT_FILTERS, search: "webinar" });
    expect(page.playbooks.map((playbook) => playbook.slug)).toEqual(["in-title", "in-description", "in-body"]);
    const [title, description, body] = page.playbooks;
    expect(title?.passages).toBeUndefined();
    expect(description?.passages).toBeUndefined();
    expect(body?.passages).toEqual([
      {
        href: "/catalog/in-body/step-1?highlight=webinar#intro-1",
        partTitle: "Step 1",
        heading: "Intro 1",
        snippet: expect.stringContaining(`${SNIPPET_START}webinar${SNIPPET_END}`),
      },
    ]);
  });

  it("pages through title, description and body matches in that order, and reverses them for ascending", async () => {
    const make = (where: "title" | "description" | "body", n: number) => ({
      slug: `${where}-${n}`,
      title: where === "title" ? `Webinar guide ${n}` : `Guide ${n}`,
      description: where === "description" ? "All about the webinar." : "A guide.",
      parts: [testPart(1, 50, where === "body" ? "host a webinar well" : "lorem")],
    });
    const kinds = ["title", "description", "body"] as const;
    await storePlaybooks(
      t.db,
      kinds.flatMap((where) => Array.from({ length: 10 }, (_, n) => make(where, n))),
    );
    const kindsOn = async (page: number, order: "asc" | "desc" = "desc") =>
      (await queryCatalog(t.db, { ...DEFAULT_FILTERS, search: "webinar", page, order })).playbooks.map(
        (playbook) => playbook.slug.split("-")[0],
      );
    const first = await kindsOn(1);
    const second = await kindsOn(2);
    expect(first).toEqual([...Array(10).fill("title"), ...Array(10).fill("description"), ...Array(4).fill("body")]);
    expect(second).toEqual(Array(6).fill("body"));
    expect((await kindsOn(1, "asc")).slice(0, 10)).toEqual(Array(10).fill("body"));
    expect(await kindsOn(2, "asc")).toEqual(Array(6).fill("title"));
  });

  it("matches word prefixes, any letter case and every term", async () => {
    await storePlaybooks(t.db, [
      { slug: "prompts", title: "Prompting for Sales Teams" },
      { slug: "other", title: "Prompt Libraries", description: "Reusable prompts." },
    ]);
    expect(await slugs({ search: "PROMPT sales" })).toEqual(["prompts"]);
    expect((await slugs({ search: "promp" })).sort()).toEqual(["other", "prompts"]);
  });

  it("falls back to near matches on the title when the words occur nowhere, not even by near spellings", async () => {
    await storePlaybooks(t.db, [
      { slug: "prompt-engineering", title: "Prompt Engineering for Business" },
      { slug: "pricing", title: "Pricing Basics" },
    ]);
    // Two words run together are no word of the library, even with two typos; the title still looks like them.
    const page = await queryCatalog(t.db, { ...DEFAULT_FILTERS, search: "promptengineering" });
    expect(page.approximate).toBe("titles");
    expect(page.playbooks.map((playbook) => playbook.slug)).toEqual(["prompt-engineering"]);
    expect((await queryCatalog(t.db, { ...DEFAULT_FILTERS, search: "zzzqqq" })).total).toBe(0);
  });

  it("never fails on quotes, operators, SQL, emoji or very long input", async () => {
    await storePlaybooks(t.db, [{ slug: "pricing", title: "Pricing Basics" }]);
    const odd = [
      '"',
      "'",
      'pricing" OR 1=1 --',
      "pricing' ; DROP TABLE playbooks; --",
      "NEAR(pricing basics) AND NOT title:x*",
      "pricing & | ! : * ( ) { } ^ -basics",
      "🚀🔥",
      "pricing 🚀",
      "x".repeat(600),
      "pricing ".repeat(120),
      "\u0000\uE000",
    ];
    for (const search of odd) await expect(queryCatalog(t.db, { ...DEFAULT_FILTERS, search })).resolves.toBeDefined();
    expect(await slugs({ search: '"pricing"* (basics)' })).toEqual(["pricing"]);
    expect(await slugs({ search: "pricing 🚀" })).toEqual(["pricing"]);
    expect(await slugs({ search: "🚀🔥" })).toEqual([]);
  });

  it("follows every save: a renamed playbook is found by its new title only, a deleted one not at all", async () => {
    await upsertPlaybook(t.db, testPlaybook({ slug: "s", title: "Cold Outreach" }));
    await upsertPlaybook(t.db, testPlaybook({ slug: "s", title: "Warm Introductions" }));
    expect(await slugs({ search: "outreach" })).toEqual([]);
    expect(await slugs({ search: "introductions" })).toEqual(["s"]);
    await t.db.deleteFrom("playbooks").where("slug", "=", "s").execute();
    expect(await slugs({ search: "introductions" })).toEqual([]);
  });

  it("combines the search with every other filter", async () => {
    await storePlaybooks(t.db, [
      {
        slug: "a",
        title: "Pricing Workshops",
        aiCategories: ["ai-business"],
        batonCategories: ["offer"],
        businessAreas: ["Sales"],
        tools: ["Zapier"],
        parts: [testPart(1, 400)],
      },
      {
        slug: "b",
        title: "Pricing Prompts",
        aiCategories: ["ai-knowledge", "ai-building"],
        batonCategories: ["audience"],
        businessAreas: ["Finance"],
        tools: ["Make"],
        parts: [testPart(1, 2000)],
      },
      {
        slug: "c",
        title: "Hiring Basics",
        description: "Your first assistant.",
        aiCategories: ["ai-knowledge"],
        parts: [testPart(1, 2000)],
      },
    ]);
    expect(await slugs({ search: "pricing", aiCategory: "ai-knowledge" })).toEqual(["b"]);
    expect(await slugs({ search: "pricing", aiCategory: "ai-building" })).toEqual(["b"]);
    expect(await slugs({ search: "pricing", batonCategory: "offer" })).toEqual(["a"]);
    expect(await slugs({ search: "pricing", businessAreas: ["Finance", "Legal"] })).toEqual(["b"]);
    expect(await slugs({ search: "pricing", tools: ["Zapier"] })).toEqual(["a"]);
    expect(await slugs({ search: "pricing", readingTime: "5-15" })).toEqual(["b"]);
    expect(await slugs({ search: "pricing", readingTime: "0-5", sort: "title" })).toEqual(["a"]);
    expect(await slugs({ search: "pricing", aiCategory: "ai-business", tools: ["Make"] })).toEqual([]);
  });

  it("shows no near matches when the words exist but the filters leave none", async () => {
    await storePlaybooks(t.db, [{ slug: "a", title: "Pricing Workshops", aiCategories: ["ai-business"] }]);
    const page = await queryCatalog(t.db, { ...DEFAULT_FILTERS, search: "pricing", aiCategory: "ai-authority" });
    expect(page).toMatchObject({ total: 0, approximate: false, playbooks: [] });
  });

  it("applies the filters to near matches too", async () => {
    await storePlaybooks(t.db, [
      { slug: "business", title: "Prompt Engineering for Business", aiCategories: ["ai-business"] },
      { slug: "knowledge", title: "Prompt Engineering Basics", aiCategories: ["ai-knowledge"] },
    ]);
    const page = await queryCatalog(t.db, {
      ...DEFAULT_FILTERS,
      search: "promptengineering",
      aiCategory: "ai-knowledge",
    });
    expect(page.approximate).toBe("titles");
    expect(page.playbooks.map((playbook) => playbook.slug)).toEqual(["knowledge"]);
  });

  it("follows a change of categories, tags or length at once, in listings and searches", async () => {
    await upsertPlaybook(t.db, testPlaybook({ slug: "s", aiCategories: ["ai-business"], tools: ["Make"] }));
    await upsertPlaybook(
      t.db,
      testPlaybook({ slug: "s", aiCategories: ["ai-knowledge"], tools: ["Zapier"], parts: [testPart(1, 7000)] }),
    );
    expect(await slugs({ aiCategory: "ai-business" })).toEqual([]);
    expect(await slugs({ tools: ["Make"] })).toEqual([]);
    expect(await slugs({ search: "pricing", aiCategory: "ai-knowledge", tools: ["Zapier"] })).toEqual(["s"]);
    expect(await slugs({ readingTime: "30+" })).toEqual(["s"]);
  });
});

describe("catalog order", () => {
  it("lists descending as the exact reverse of ascending, ties included, with and without filters", async () => {
    await storePlaybooks(
      t.db,
      ["Delta", "alpha", "Charlie", "bravo", "Echo"].map((title, index) => ({
        ...lasting(`p${index}`, index % 2 === 0 ? 3 : 8),
        title: `Pricing ${title}`,
        aiCategories: [index < 4 ? "ai-business" : "ai-knowledge"],
      })),
    );
    for (const filters of [
      {},
      { aiCategory: "ai-business" },
      { search: "pricing" },
      { search: "pricing", tools: ["ChatGPT"] },
    ]) {
      for (const sort of ["title", "readingTime", "wordCount", "category"] as const) {
        const ascending = await slugs({ ...filters, sort, order: "asc" });
        expect(await slugs({ ...filters, sort, order: "desc" })).toEqual([...ascending].reverse());
      }
    }
    // Three minutes: Charlie, Delta, Echo; eight: alpha, bravo.
    expect(await slugs({ sort: "readingTime", order: "asc" })).toEqual(["p2", "p0", "p4", "p1", "p3"]);
  });
});
