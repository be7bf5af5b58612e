import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { findSeriesPosition, upsertSeries } from "~/db/queries/series.server";
import { action, loader } from "~/routes/admin.playbooks_.$slug.settings";
import { loader as overviewLoader, meta as overviewMeta } from "~/routes/catalog.$slug";
import { loader as shareImageLoader } from "~/routes/share-images.$id.$file";
import { adminSessionCookie } from "../support/admin-requests";
import { testPlaybook } from "../support/playbooks";
import { callRoute, dataOf, statusOf } from "../support/route-calls";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();
const ORIGIN = "https://playbooks.test";

/** The settings form as the page sends it: every field, multipart (files included). */
async function submit(cookie: string, slug: string, fields: Record<string, string | string[] | File>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  const request = new Request(`${ORIGIN}/admin/playbooks/${slug}/settings`, {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie },
    body,
  });
  return callRoute(t.context, action, request, { slug });
}

async function formOf(cookie: string, slug: string) {
  const request = new Request(`${ORIGIN}/admin/playbooks/${slug}/settings`, {
    headers: { Origin: ORIGIN, Cookie: cookie },
  });
  const { page } = dataOf<{ page: { draft: Record<string, unknown> } }>(
    await callRoute(t.context, loader, request, { slug }),
  );
  const { aiCategories, batonCategories, ...rest } = page.draft as Record<string, string | string[]>;
  return {
    ...(rest as Record<string, string>),
    version: String(rest.version),
    ai: aiCategories!,
    baton: batonCategories!,
  };
}

async function head(slug: string) {
  const data = dataOf(await callRoute(t.context, overviewLoader, new Request(`${ORIGIN}/catalog/${slug}`), { slug }));
  const tags = overviewMeta({
    data,
    loaderData: data,
    params: { slug },
    location: { pathname: `/catalog/${slug}` },
    matches: [{ id: "root", data: { site: { name: "AI Business Playbooks", url: ORIGIN, newsletterUrl: "#" } } }],
  } as never);
  const find = (key: string, name: string) =>
    tags.find((tag) => (tag as Record<string, string>)[key] === name) as Record<string, string> | undefined;
  return {
    title: (tags.find((tag) => "title" in tag) as { title: string }).title,
    description: find("name", "description")?.content,
    canonical: find("rel", "canonical")?.href,
    ogTitle: find("property", "og:title")?.content,
    ogImage: find("property", "og:image")?.content,
    twitterImage: find("name", "twitter:image")?.content,
    twitterDescription: find("name", "twitter:description")?.content,
  };
}

async function png(width: number, height: number) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "cover.png", { type: "image/png" });
}

describe("playbook settings", () => {
  it("saves search and sharing settings that the public page's head uses, with an uploaded share image", async () => {
    const cookie = await adminSessionCookie(t.context);
    await upsertPlaybook(t.db, testPlaybook({ slug: "pricing" }));
    const before = await head("pricing");
    // Without settings: the title with the site name, the excerpt, and the generated image.
    expect(before).toMatchObject({
      title: "Pricing Basics | AI Business Playbooks",
      description: "How to price a first AI service.",
      canonical: `${ORIGIN}/catalog/pricing`,
    });
    expect(before.ogImage).toMatch(/^https:\/\/playbooks\.test\/share-images\/[0-9a-f-]{36}\/[0-9a-f]{16}\.png$/);
    const [, id, file] = new URL(before.ogImage!).pathname.match(/^\/share-images\/([^/]+)\/([^/]+)$/)!;
    const generated = (await callRoute(t.context, shareImageLoader, new Request(before.ogImage!), {
      id: id!,
      file: file!,
    })) as Response;
    expect(generated.headers.get("Content-Type")).toBe("image/png");
    expect(await sharp(Buffer.from(await generated.arrayBuffer())).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });

    const form = await formOf(cookie, "pricing");
    const saved = await submit(cookie, "pricing", {
      ...form,
      metaTitle: "How to Price an AI Service",
      metaDescription: "A three-step pricing ladder for your first AI service.",
      canonicalUrl: "https://newsletter.example.com/p/pricing",
      socialDescription: "Stop billing hours.",
      socialImageFile: await png(2400, 1600),
    });
    expect(statusOf(saved)).toBe(200);
    expect(dataOf(saved)).toMatchObject({ ok: true, message: "Settings saved." });

    const after = await head("pricing");
    expect(after).toMatchObject({
      title: "How to Price an AI Service",
      description: "A three-step pricing ladder for your first AI service.",
      canonical: "https://newsletter.example.com/p/pricing",
      ogTitle: "How to Price an AI Service",
      twitterDescription: "Stop billing hours.",
    });
    expect(after.ogImage).toMatch(/^https:\/\/playbooks\.test\/media\/share\/[0-9a-f-]{36}\/custom-[0-9a-f]{16}\.jpg$/);
    expect(after.twitterImage).toBe(after.ogImage);
    const key = new URL(after.ogImage!).pathname.replace(/^\/media\//, "");
    const stored = await t.context.storage.get(key);
    expect(await sharp(stored!.body).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it("refuses a stale form with the conflict message, and keeps what was typed", async () => {
    const cookie = await adminSessionCookie(t.context);
    await upsertPlaybook(t.db, testPlaybook({ slug: "pricing" }));
    const form = await formOf(cookie, "pricing");
    expect(statusOf(await submit(cookie, "pricing", { ...form, metaTitle: "First tab" }))).toBe(200);
    const stale = await submit(cookie, "pricing", { ...form, metaTitle: "Second tab" });
    expect(statusOf(stale)).toBe(409);
    expect(dataOf(stale)).toMatchObject({
      ok: false,
      conflict: true,
      draft: { metaTitle: "Second tab" },
      problems: [{ field: "form", message: expect.stringMatching(/saved this playbook after you opened it/) }],
    });
    expect((await head("pricing")).title).toBe("First tab");
  });

  it("backdates a published playbook, refuses a future date, and moves the slug with a redirect", async () => {
    const cookie = await adminSessionCookie(t.context);
    await upsertPlaybook(t.db, testPlaybook({ slug: "pricing" }));
    const form = await formOf(cookie, "pricing");
    const future = await submit(cookie, "pricing", {
      ...form,
      publishedAt: "2099-01-01T09:00",
      timeZone: "Europe/Paris",
    });
    expect(dataOf(future)).toMatchObject({ ok: false, problems: [{ field: "publishedAt" }] });

    const moved = await submit(cookie, "pricing", {
      ...form,
      urlSlug: "pricing-ladder",
      publishedAt: "2024-03-15T10:30",
      timeZone: "Europe/Paris",
    });
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).headers.get("Location")).toBe("/admin/playbooks/pricing-ladder/settings?saved=moved");
    const row = await t.db.selectFrom("playbooks").select(["slug", "published_at"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ slug: "pricing-ladder", published_at: "2024-03-15T09:30:00.000Z" });
    const redirect = await t.db.selectFrom("slug_redirects").select(["old_slug"]).execute();
    expect(redirect).toEqual([{ old_slug: "pricing" }]);
  });

  it("places the playbook in a series at the position asked, and sets its categories and excerpt", async () => {
    const cookie = await adminSessionCookie(t.context);
    for (const slug of ["one", "two", "three"]) await upsertPlaybook(t.db, testPlaybook({ slug, title: slug }));
    await upsertSeries(t.db, {
      slug: "course",
      title: "Course",
      description: "",
      icon: "ai-building",
      playbookSlugs: ["one", "two"],
    });
    const series = await t.db.selectFrom("series").select("id").executeTakeFirstOrThrow();
    const form = await formOf(cookie, "three");
    const saved = await submit(cookie, "three", {
      ...form,
      seriesId: series.id,
      seriesPosition: "1",
      excerpt: "The third guide, read first.",
      ai: ["ai-authority"],
      baton: ["audience"],
    });
    expect(dataOf(saved)).toMatchObject({ ok: true });
    const three = await t.db
      .selectFrom("playbooks")
      .select(["id", "description", "category", "baton_category"])
      .where("slug", "=", "three")
      .executeTakeFirstOrThrow();
    expect(three).toMatchObject({
      description: "The third guide, read first.",
      category: "ai-authority",
      baton_category: "audience",
    });
    expect(await findSeriesPosition(t.db, three.id)).toMatchObject({ position: 1, total: 3, next: { slug: "one" } });
  });
});
