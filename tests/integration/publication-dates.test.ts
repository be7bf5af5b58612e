import { describe, expect, it } from "vitest";
import { applyScheduledChange, storeSchedule } from "~/db/queries/publication.server";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { moveToTrash, restoreFromTrash } from "~/db/queries/trash.server";
import { changeStatusNow } from "~/modules/publishing/schedule.server";
import { buildSitemap } from "~/modules/sitemap/build.server";
import { loader as rssLoader } from "~/routes/rss[.]xml";
import { loader as overviewLoader, meta as overviewMeta } from "~/routes/catalog.$slug";
import { testPlaybook } from "../support/playbooks";
import { callRoute, dataOf } from "../support/route-calls";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();

const drafted = new Date("2026-10-01T08:00:00.000Z");

async function draft(slug: string) {
  const { id } = await upsertPlaybook(t.db, testPlaybook({ slug, title: `Guide ${slug}` }), drafted, {
    statusIfNew: "draft",
  });
  return id;
}

async function feedDates(): Promise<Record<string, string>> {
  const response = (await rssLoader({
    request: new Request("https://playbooks.test/rss.xml"),
    context: t.context,
  } as never)) as Response;
  const xml = await response.text();
  const items = [
    ...xml.matchAll(/<item>[\s\S]*?<link>[^<]*\/catalog\/([^<]+)<\/link>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/g),
  ];
  return Object.fromEntries(items.map(([, slug, date]) => [slug!, new Date(date!).toISOString()]));
}

async function jsonLdDates(slug: string) {
  const request = new Request(`https://playbooks.test/catalog/${slug}`);
  const data = dataOf(await callRoute(t.context, overviewLoader, request, { slug }));
  const tags = overviewMeta({
    data,
    loaderData: data,
    params: { slug },
    location: { pathname: `/catalog/${slug}` },
    matches: [],
  } as never);
  const article = tags
    .map((tag) => ("script:ld+json" in tag ? (tag["script:ld+json"] as Record<string, unknown>) : undefined))
    .find((json) => Array.isArray(json?.["@type"]));
  return { published: article?.datePublished, modified: article?.dateModified };
}

describe("publication dates in feeds, the sitemap and JSON-LD", () => {
  it("dates a draft published today by today, not by when its draft was created", async () => {
    const id = await draft("fresh");
    const publishedAt = new Date("2026-11-30T10:00:00.000Z");
    await changeStatusNow(t.db, [id], "publish", publishedAt);

    expect((await feedDates()).fresh).toBe(publishedAt.toISOString());
    expect(await jsonLdDates("fresh")).toEqual({
      published: publishedAt.toISOString(),
      modified: publishedAt.toISOString(),
    });
    const sitemap = await buildSitemap(t.db, "https://playbooks.test");
    const entry = sitemap.entries.find((item) => item.loc === "https://playbooks.test/catalog/fresh");
    expect(entry?.lastmod).toBe(publishedAt.toISOString());
  });

  it("dates a scheduled publication by its scheduled time, even when the job runs late", async () => {
    const id = await draft("scheduled");
    const at = new Date("2026-12-01T09:00:00.000Z");
    await storeSchedule(t.db, [id], { publishAt: at });
    await applyScheduledChange(t.db, { playbookId: id, change: "publish", now: new Date("2026-12-01T09:07:00.000Z") });
    expect((await feedDates()).scheduled).toBe(at.toISOString());
  });

  it("keeps the owner's backdated date through a publication, an unpublish and a trip to the trash", async () => {
    const id = await draft("backdated");
    const backdate = "2024-03-15T09:30:00.000Z";
    await t.db.updateTable("playbooks").set({ published_at: backdate }).where("id", "=", id).execute();
    await changeStatusNow(t.db, [id], "publish", new Date("2026-11-30T10:00:00.000Z"));
    expect((await feedDates()).backdated).toBe(backdate);
    expect((await jsonLdDates("backdated")).published).toBe(backdate);

    await changeStatusNow(t.db, [id], "unpublish");
    await changeStatusNow(t.db, [id], "publish", new Date("2026-12-05T10:00:00.000Z"));
    expect((await feedDates()).backdated).toBe(backdate);

    await moveToTrash(t.db, "backdated", "owner@example.com");
    await restoreFromTrash(t.db, id);
    expect((await feedDates()).backdated).toBe(backdate);
  });

  it("lists the feed newest publication first, whatever order the drafts were written in", async () => {
    const older = await draft("written-last");
    const newer = await draft("written-first");
    await changeStatusNow(t.db, [newer], "publish", new Date("2026-11-02T00:00:00.000Z"));
    await changeStatusNow(t.db, [older], "publish", new Date("2026-11-01T00:00:00.000Z"));
    expect(Object.keys(await feedDates())).toEqual(["written-first", "written-last"]);
  });

  it("dates a playbook public from its first save (the demo library) by its own date", async () => {
    await upsertPlaybook(t.db, testPlaybook({ slug: "demo", createdAt: "2025-06-09T00:00:00.000Z" }), drafted);
    expect((await feedDates()).demo).toBe("2025-06-09T00:00:00.000Z");
  });
});
