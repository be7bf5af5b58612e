import { describe, expect, it } from "vitest";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { action, loader } from "~/routes/admin.playbooks_.$slug.publish";
import { loader as rssLoader } from "~/routes/rss[.]xml";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { testPart, testPlaybook } from "../support/playbooks";
import { callRoute, dataOf, statusOf } from "../support/route-calls";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();

async function draft(slug: string) {
  await upsertPlaybook(
    t.db,
    testPlaybook({
      slug,
      title: "Pricing Basics",
      parts: [testPart(1, 400), testPart(2, 60), { ...testPart(3, 0), html: null }],
    }),
    new Date("2026-10-01T08:00:00.000Z"),
    { statusIfNew: "draft" },
  );
}

const post = async (cookie: string, slug: string, form: Record<string, string>) =>
  callRoute(t.context, action, adminRequest(`/admin/playbooks/${slug}/publish`, { cookie, form }), { slug });

async function rssItem(slug: string) {
  const response = (await rssLoader({
    request: new Request("https://playbooks.test/rss.xml"),
    context: t.context,
  } as never)) as Response;
  const xml = await response.text();
  return xml.match(
    new RegExp(`<item>(?:(?!</item>)[\\s\\S])*?/catalog/${slug}</link>[\\s\\S]*?<pubDate>([^<]+)</pubDate>`),
  )?.[1];
}

describe("the publish flow", () => {
  it("summarises what will happen: the address, the parts and which are empty or short", async () => {
    const cookie = await adminSessionCookie(t.context);
    await draft("pricing");
    const result = await callRoute(
      t.context,
      loader,
      adminRequest("/admin/playbooks/pricing/publish?returnTo=https://evil.example", { cookie }),
      { slug: "pricing" },
    );
    expect(dataOf(result)).toMatchObject({
      returnTo: "/admin/playbooks",
      summary: {
        status: "draft",
        address: "https://playbooks.test/catalog/pricing",
        publishedAt: null,
        parts: [
          { position: 1, wordCount: 400, hasText: true },
          { position: 2, wordCount: 60, hasText: true },
          { position: 3, wordCount: 0, hasText: false },
        ],
      },
    });
  });

  it("publishes right now with a backdated date, which the feed shows", async () => {
    const cookie = await adminSessionCookie(t.context);
    await draft("pricing");
    const published = await post(cookie, "pricing", {
      intent: "publish",
      when: "now",
      feedDate: "custom",
      publishedAt: "2024-03-15T10:30",
      timeZone: "Europe/Paris",
    });
    expect(dataOf(published)).toEqual({
      ok: true,
      message: "Published: /catalog/pricing is on the site, dated 15 Mar 2024, 10:30 (Europe/Paris) in feeds.",
      timeZone: "Europe/Paris",
    });
    expect(await rssItem("pricing")).toBe("Fri, 15 Mar 2024 09:30:00 GMT");
  });

  it("schedules, refuses a feed date after the scheduled time, cancels, and unpublishes", async () => {
    const cookie = await adminSessionCookie(t.context);
    await draft("pricing");
    const late = await post(cookie, "pricing", {
      intent: "publish",
      when: "schedule",
      scheduleAt: "2099-07-01T09:30",
      timeZone: "UTC",
      feedDate: "custom",
      publishedAt: "2099-07-02T09:30",
    });
    expect(statusOf(late)).toBe(400);
    const scheduled = await post(cookie, "pricing", {
      intent: "publish",
      when: "schedule",
      scheduleAt: "2099-07-01T09:30",
      timeZone: "UTC",
      feedDate: "public",
    });
    expect(dataOf(scheduled)).toMatchObject({
      ok: true,
      message:
        "Scheduled: /catalog/pricing goes public 1 Jul 2099, 09:30 (UTC), dated 1 Jul 2099, 09:30 (UTC) in feeds.",
    });
    const row = () => t.db.selectFrom("playbooks").select(["status", "publish_at"]).executeTakeFirstOrThrow();
    expect(await row()).toEqual({ status: "draft", publish_at: "2099-07-01T09:30:00.000Z" });
    expect(await t.db.selectFrom("jobs").select("key").execute()).toEqual([
      { key: expect.stringMatching(/^publish:/) },
    ]);

    await post(cookie, "pricing", { intent: "unschedule" });
    expect(await row()).toEqual({ status: "draft", publish_at: null });

    await post(cookie, "pricing", { intent: "publish", when: "now", feedDate: "public" });
    expect(await rssItem("pricing")).toBeDefined();
    const down = await post(cookie, "pricing", { intent: "unpublish", when: "now" });
    expect(dataOf(down)).toMatchObject({
      ok: true,
      message: "Unpublished: /catalog/pricing is a draft again, seen only in the admin.",
    });
    expect(await rssItem("pricing")).toBeUndefined();
    const again = await post(cookie, "pricing", { intent: "unpublish", when: "now" });
    expect(statusOf(again)).toBe(400);
  });
});
