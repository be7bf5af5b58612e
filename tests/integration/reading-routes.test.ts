import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import { readingTimeBucket } from "~/db/catalog-facets";
import { catalogHref, DEFAULT_FILTERS, READING_TIME_RANGES } from "~/modules/catalog/filters";
import { loader as homeLoader } from "~/routes/_index";
import { loader as catalogLoader } from "~/routes/catalog._index";
import { loader as overviewLoader } from "~/routes/catalog.$slug";
import { loader as partLoader } from "~/routes/catalog.$slug_.$partSlug";
import { loader as categoryLoader } from "~/routes/categories.$id";
import { loader as mediaLoader } from "~/routes/media.$";
import { loader as rssLoader } from "~/routes/rss[.]xml";
import { DEMO_PLAYBOOK_COUNT } from "../support/demo-library";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase({ seeded: true });

/** Calls a loader as the server would, returning its value or what it threw. */
async function run(loader: (args: never) => unknown, path: string, params: Record<string, string> = {}) {
  try {
    return await loader({ request: new Request(`http://x${path}`), params, context: t.context } as never);
  } catch (thrown) {
    return thrown;
  }
}

const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : (result as { init?: { status?: number } }).init?.status;
const dataOf = (result: unknown) => (result as { data: unknown }).data;

describe("catalog loader", () => {
  it("redirects a non-canonical query string and serves the canonical one", async () => {
    const redirect = (await run(catalogLoader, "/catalog?sort=relevance&tools=Make&tools=n8n")) as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/catalog?tools=Make,n8n");
    const page = (await run(catalogLoader, "/catalog?tools=Make,n8n")) as { result: { total: number } };
    expect(page.result.total).toBe(3);
  });

  it("lists at least two demo guides under every reading-time filter, each of that length", async () => {
    for (const range of READING_TIME_RANGES) {
      if (range.value === "all") continue;
      const page = (await run(catalogLoader, catalogHref({ ...DEFAULT_FILTERS, readingTime: range.value }))) as {
        result: { total: number; playbooks: { slug: string; readingTimeMinutes: number }[] };
      };
      expect(page.result.total, range.label).toBeGreaterThanOrEqual(2);
      for (const playbook of page.result.playbooks)
        expect(readingTimeBucket(playbook.readingTimeMinutes), playbook.slug).toBe(range.value);
    }
  });

  it("shows an empty list with the error flag (and keeps the series) when the playbooks cannot be read", async () => {
    await sql`DROP TABLE playbook_tags`.execute(t.db);
    const result = await run(catalogLoader, "/catalog");
    // 503, so neither the page cache nor a CDN keeps the degraded page.
    expect(statusOf(result)).toBe(503);
    const page = dataOf(result) as { loadError: boolean; result: { total: number }; series: [] };
    expect(page).toMatchObject({ loadError: true, result: { total: 0 } });
    expect(page.series).toHaveLength(3);
  });
});

describe("reader loaders", () => {
  it("answers an unknown playbook, an all-dash slug and an unknown part with 404 and the screen to show", async () => {
    let result = await run(overviewLoader, "/catalog/nope", { slug: "nope" });
    expect([statusOf(result), dataOf(result)]).toEqual([404, { screen: "playbook", message: "Playbook not found" }]);
    result = await run(overviewLoader, "/catalog/--", { slug: "--" });
    expect(dataOf(result)).toEqual({ screen: "playbook", message: "No playbook slug provided" });
    result = await run(partLoader, "/catalog/ai-fundamentals/nope", { slug: "ai-fundamentals", partSlug: "nope" });
    expect([statusOf(result), dataOf(result)]).toEqual([404, { screen: "part", playbookSlug: "ai-fundamentals" }]);
  });

  it("says 'Failed to load playbook' with a 500 when the database fails", async () => {
    await sql`DROP TABLE series_playbooks`.execute(t.db);
    await sql`DROP TABLE playbook_parts`.execute(t.db);
    const result = await run(overviewLoader, "/catalog/ai-fundamentals", { slug: "ai-fundamentals" });
    expect([statusOf(result), dataOf(result)]).toEqual([
      500,
      { screen: "playbook", message: "Failed to load playbook" },
    ]);
  });

  it("redirects leading-dash slugs with 301", async () => {
    const result = (await run(partLoader, "/catalog/-ai-fundamentals/-x", {
      slug: "-ai-fundamentals",
      partSlug: "-x",
    })) as Response;
    expect([result.status, result.headers.get("Location")]).toEqual([301, "/catalog/ai-fundamentals/x"]);
  });

  it("sanitizes stored HTML again on the way out and shows the placeholder for a part without HTML", async () => {
    const part = { slug: "ai-fundamentals", partSlug: "what-generative-ai-really-is" };
    await t.db
      .updateTable("playbook_parts")
      .set({ html: '<p onclick="steal()">Hi<script>steal()</script><a href="javascript:steal()">x</a></p>' })
      .where("slug", "=", part.partSlug)
      .execute();
    const page = (await run(partLoader, `/catalog/${part.slug}/${part.partSlug}`, part)) as { part: { html: string } };
    expect(page.part.html).toContain("Hi");
    expect(page.part.html).not.toMatch(/script|onclick|javascript:/);

    await t.db.updateTable("playbook_parts").set({ html: null }).where("slug", "=", part.partSlug).execute();
    const pending = (await run(partLoader, `/catalog/${part.slug}/${part.partSlug}`, part)) as { part: { html: null } };
    expect(pending.part.html).toBeNull();
  });

  it("reads previous and next parts and notices embedded tweets", async () => {
    const params = { slug: "newsletter-growth-with-ai", partSlug: "referral-programs-and-growth-channels" };
    const page = (await run(partLoader, "/x", params)) as {
      previous: { slug: string };
      next: { slug: string };
      hasTweet: boolean;
    };
    expect(page.previous.slug).toBe("lead-magnets-and-the-welcome-sequence");
    expect(page.next.slug).toBe("metrics-that-matter-and-a-weekly-review");
    expect(page.hasTweet).toBe(true);
  });
});

describe("category loader", () => {
  it("answers an unknown category with 404 and shows the error flag when playbooks cannot be read", async () => {
    expect(statusOf(await run(categoryLoader, "/categories/nope", { id: "nope" }))).toBe(404);
    await sql`DROP TABLE playbook_parts`.execute(t.db);
    const result = await run(categoryLoader, "/categories/tribe", { id: "tribe" });
    expect(statusOf(result)).toBe(503);
    expect(dataOf(result)).toMatchObject({ loadError: true, playbooks: [], featured: undefined });
  });

  it("gives each page of a category one address, and answers a page past the last with 404", async () => {
    const redirect = (await run(categoryLoader, "/categories/tribe?page=1", { id: "tribe" })) as Response;
    expect([redirect.status, redirect.headers.get("Location")]).toEqual([302, "/categories/tribe"]);
    const first = await run(categoryLoader, "/categories/tribe", { id: "tribe" });
    expect(first).toMatchObject({ page: 1, pageCount: 1 });
    expect(statusOf(await run(categoryLoader, "/categories/tribe?page=2", { id: "tribe" }))).toBe(404);
  });

  it("has an empty list and no featured guide for a category without playbooks", async () => {
    await t.db.deleteFrom("playbooks").execute();
    const page = await run(categoryLoader, "/categories/tribe", { id: "tribe" });
    expect(page).toMatchObject({ loadError: false, playbooks: [], featured: undefined });
  });
});

describe("RSS feed", () => {
  it("is RSS 2.0 with the newest playbooks", async () => {
    const response = (await run(rssLoader, "/rss.xml")) as Response;
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(DEMO_PLAYBOOK_COUNT);
    expect(xml).toContain("<link>https://playbooks.test/catalog/ai-fundamentals</link>");
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
  });
});

describe("category statistics shown on the home cards and the category page", () => {
  it("give each category its guides, their words in total and their average reading time, from the stored playbooks", async () => {
    const members = await t.db
      .selectFrom("playbooks")
      .select(["word_count", "reading_time_minutes"])
      .where((eb) =>
        eb.or([
          eb("category", "=", "ai-building"),
          eb("id", "in", eb.selectFrom("playbook_tags").select("playbook_id").where("value", "=", "ai-building")),
        ]),
      )
      .execute();
    const expected = {
      count: members.length,
      totalWords: members.reduce((sum, row) => sum + row.word_count, 0),
      avgReadingTime: Math.round(members.reduce((sum, row) => sum + row.reading_time_minutes, 0) / members.length),
    };
    expect(expected.count).toBeGreaterThan(1);
    const home = (await run(homeLoader, "/")) as { stats: Record<string, unknown> };
    expect(home.stats["ai-building"]).toEqual(expected);
    const page = (await run(categoryLoader, "/categories/ai-building", { id: "ai-building" })) as { stats: unknown };
    expect(page.stats).toEqual(expected);
  });
});

describe("media loader", () => {
  it("answers a folder of stored images with 404, not a 500 from EISDIR", async () => {
    expect(fs.statSync(path.join(inject("testDatabase").mediaDir, "playbooks")).isDirectory()).toBe(true);
    const folder = (await run(mediaLoader, "/media/playbooks", { "*": "playbooks" })) as Response;
    expect(folder.status).toBe(404);
  });
});
