import { createRequestHandler } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { appendToSeries } from "~/db/queries/import-series.server";
import { buildSitemap } from "~/modules/sitemap/build.server";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { withDevServerBuild } from "../support/dev-server-build";
import { storePlaybooks, testPart } from "../support/playbooks";
import { withTestDatabase } from "../support/test-database";

/**
 * A playbook whose description is empty and two of whose five parts have nothing to read (one
 * stored as "", one as "still being processed", one as markup without text) is published on
 * the demo site; then every public page is rendered whole, as the server renders it, through
 * the site's real build. None may answer 5xx, and the empty parts must not be public anywhere:
 * no page, no Next link, no sitemap entry, not counted in "N parts". The owner's previews of
 * every part, empty ones included, render too.
 */
const t = withTestDatabase({ seeded: true });
const site = withDevServerBuild();
const SITE = "https://playbooks.test";
const SLUG = "empty-corners";
const READABLE = ["step-1", "step-3"];
const EMPTY = ["step-2", "step-4", "step-5"];

beforeEach(async () => {
  await storePlaybooks(t.db, [
    {
      slug: SLUG,
      title: "Empty Corners",
      description: "",
      parts: [
        testPart(1),
        { ...testPart(2, 0), html: "" },
        testPart(3),
        { ...testPart(4, 0), html: null },
        { ...testPart(5, 0), html: "<p> </p><h2>  </h2>" },
      ],
    },
  ]);
  const series = await t.db.selectFrom("series").select("id").orderBy("slug").executeTakeFirstOrThrow();
  await appendToSeries(t.db, series.id, SLUG);
});

/** React Router's handler over the build, made once: each new one derives the whole route tree again. */
let handler: ReturnType<typeof createRequestHandler> | undefined;

async function render(path: string, cookie?: string): Promise<{ status: number; body: string }> {
  handler ??= createRequestHandler(site.build(), "production");
  const response = await handler(adminRequest(path, { cookie }), { ...t.context });
  return { status: response.status, body: await response.text() };
}

describe("empty parts and an empty description", () => {
  it("render no 5xx on any public page, and no empty part is public anywhere", { timeout: 180_000 }, async () => {
    const { entries } = await buildSitemap(t.db, SITE);
    const listed = entries.map((entry) => entry.loc.replace(SITE, ""));
    const series = await t.db.selectFrom("series").select("slug").execute();
    const paths = [
      ...listed,
      ...EMPTY.map((part) => `/catalog/${SLUG}/${part}`),
      ...series.flatMap((row) => [`/series/${row.slug}`, `/courses/${row.slug}`]),
      "/catalog?search=corners",
      "/api/search?q=lorem",
      "/rss.xml",
      "/sitemap.xml",
      "/sitemaps/1.xml",
      "/no/such/page",
    ];
    const failed: string[] = [];
    for (const path of new Set(paths)) {
      const { status } = await render(path);
      if (status >= 500) failed.push(`${path}: ${status}`);
    }
    const cookie = await adminSessionCookie(t.context);
    const previews = [...READABLE, ...EMPTY].map((part) => `/admin/playbooks/${SLUG}/preview/${part}`);
    for (const path of [`/admin/playbooks/${SLUG}/preview`, ...previews]) {
      const { status } = await render(path, cookie);
      if (status !== 200) failed.push(`${path}: ${status}`);
    }
    expect(failed).toEqual([]);
    expect(paths.length).toBeGreaterThan(60);

    expect(listed).toEqual(expect.arrayContaining(READABLE.map((part) => `/catalog/${SLUG}/${part}`)));
    for (const part of EMPTY) {
      expect(listed).not.toContain(`/catalog/${SLUG}/${part}`);
      expect((await render(`/catalog/${SLUG}/${part}`)).status, part).toBe(404);
    }

    const overview = await render(`/catalog/${SLUG}`);
    expect(overview.status).toBe(200);
    for (const part of EMPTY) expect(overview.body).not.toContain(`/catalog/${SLUG}/${part}"`);

    const first = await render(`/catalog/${SLUG}/step-1`);
    expect(first.body).toMatch(/Part <!-- -->1<!-- --> of <!-- -->2/);
    expect(first.body).toContain(`href="/catalog/${SLUG}/step-3"`);
    expect(first.body).not.toContain(`href="/catalog/${SLUG}/step-2"`);
    const last = await render(`/catalog/${SLUG}/step-3`);
    expect(last.body).toMatch(/Part <!-- -->2<!-- --> of <!-- -->2/);

    const catalog = (await render("/catalog?search=corners")).body;
    const card = /<article[^>]*>(?:(?!<\/article>).)*Empty Corners(?:(?!<\/article>).)*<\/article>/s.exec(catalog)?.[0];
    expect(card, "the catalog's card").toBeDefined();
    expect(card).toContain("<dd>2 parts</dd>");
  });
});
