import { describe, expect, it } from "vitest";
import type { PlaybookPartInput } from "~/db/playbook-input";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { storePlaybooks, testPlaybook } from "../../../../tests/support/playbooks";
import { withTestDatabase } from "../../../../tests/support/test-database";
import { DEFAULT_FILTERS } from "../filters";
import { queryCatalog } from "./catalog-search.server";
import { SNIPPET_END as E, SNIPPET_START as S } from "./snippet";

// The same tests run on SQLite and on PostgreSQL (DATABASE_URL).
const t = withTestDatabase();

/** A part cut into sections: [heading id, heading, text]; a first entry without id is the text before any heading. */
function part(slug: string, title: string, sections: [string, string, string][]): PlaybookPartInput {
  const html = sections
    .map(([id, heading, text]) => `${id ? `<h2 id="${id}">${heading}</h2>` : ""}<p>${text}</p>`)
    .join("");
  return {
    title,
    slug,
    html,
    wordCount: 100,
    headings: sections.filter(([id]) => id).map(([id, text]) => ({ id, text, level: 2 })),
    keywords: [],
  };
}

const GUIDE = testPlaybook({
  slug: "selling-services",
  title: "Selling Services",
  description: "A guide to selling.",
  parts: [
    part("getting-started", "Getting Started", [
      ["", "", "Most freelancers undercharge. Pricing comes later in this guide."],
      ["your-first-client", "Your First Client", "Find a client through your network."],
    ]),
    part("pricing", "Pricing Your Work", [
      ["", "", "An overview of how to set fees."],
      ["retainers", "Retainers", "A retainer gives steady pricing month to month; review retainer pricing yearly."],
      ["value-pricing", "Value-Based Pricing", "Price on the outcome: value pricing beats hourly pricing for audits."],
      ["hourly-rates", "Hourly Rates", "Hourly rates are simple; raise them each year."],
    ]),
  ],
});

async function passagesFor(search: string, options = {}) {
  const page = await queryCatalog(t.db, { ...DEFAULT_FILTERS, search }, { passagesPerResult: 3, ...options });
  return page.playbooks.find((playbook) => playbook.slug === "selling-services")?.passages ?? [];
}

describe("the passages a search result opens", () => {
  it("links to the section whose heading and text hold the words, at its heading, with the words to highlight", async () => {
    await upsertPlaybook(t.db, GUIDE);
    const [best, ...others] = await passagesFor("value pricing");
    expect(best).toEqual({
      // Every form the engines find: "price" is a form of "pricing" to their stemmers.
      href: "/catalog/selling-services/pricing?highlight=value+pricing+price#value-pricing",
      partTitle: "Pricing Your Work",
      heading: "Value-Based Pricing",
      snippet: `${S}Price${E} on the outcome: ${S}value${E} ${S}pricing${E} beats hourly ${S}pricing${E} for audits.`,
    });
    // The other sections with the words follow: a heading about them first, then reading order.
    expect(others.map((passage) => passage.heading)).toEqual(["Pricing Your Work", "Getting Started"]);
  });

  it("opens the top of a part when the words are before its first heading, and gives each playbook its own", async () => {
    await storePlaybooks(t.db, [
      GUIDE,
      { slug: "other", title: "Other", parts: [part("one", "One", [["", "", "We undercharge too."]])] },
    ]);
    const page = await queryCatalog(t.db, { ...DEFAULT_FILTERS, search: "undercharge" });
    expect(
      page.playbooks.map((playbook) => [playbook.slug, playbook.passages?.map((passage) => passage.href)]).sort(),
    ).toEqual([
      ["other", ["/catalog/other/one?highlight=undercharge"]],
      ["selling-services", ["/catalog/selling-services/getting-started?highlight=undercharge"]],
    ]);
  });

  it("finds the passage of a phrase, a near spelling and an unfinished last word", async () => {
    await upsertPlaybook(t.db, GUIDE);
    expect((await passagesFor('"steady pricing"'))[0]?.heading).toBe("Retainers");
    expect((await passagesFor("retaner"))[0]).toMatchObject({
      heading: "Retainers",
      href: "/catalog/selling-services/pricing?highlight=retainers+retainer#retainers",
    });
    expect((await passagesFor("hourly ra"))[0]?.heading).toBe("Hourly Rates");
  });

  it("has none for a playbook that matched on its title alone, and none for titles that only look like the query", async () => {
    await upsertPlaybook(t.db, GUIDE);
    expect(await passagesFor("selling")).toEqual([]);
    expect(await passagesFor("sellingservices")).toEqual([]);
  });

  it("follows every save: a passage moved to another part is linked where it now is", async () => {
    await upsertPlaybook(t.db, GUIDE);
    await upsertPlaybook(t.db, {
      ...GUIDE,
      parts: [part("rates", "Rates", [["day-rates", "Day Rates", "Day rates suit workshops."]])],
    });
    expect((await passagesFor("workshops"))[0]?.href).toBe(
      "/catalog/selling-services/rates?highlight=workshops#day-rates",
    );
    expect(await passagesFor("retainer")).toEqual([]);
  });
});
