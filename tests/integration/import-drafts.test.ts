import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findImportBatch } from "~/db/queries/import-batches.server";
import { findSeries, listSeries, upsertSeries } from "~/db/queries/series.server";
import { restoreFromTrash } from "~/db/queries/trash.server";
import { loader as homeLoader } from "~/routes/_index";
import { action as managerAction, loader as managerLoader } from "~/routes/admin.playbooks";
import { action as publishAction } from "~/routes/admin.playbooks_.$slug.publish";
import { action as uploadAction } from "~/routes/admin.import._index";
import { action as resultsAction, loader as resultsLoader } from "~/routes/admin.import.results";
import { loader as catalogLoader } from "~/routes/catalog._index";
import { loader as overviewLoader } from "~/routes/catalog.$slug";
import { loader as partLoader } from "~/routes/catalog.$slug_.$partSlug";
import { loader as categoryLoader } from "~/routes/categories.$id";
import { loader as rssLoader } from "~/routes/rss[.]xml";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase({ seeded: true });
const ORIGIN = "https://playbooks.test";
const SLUG = "pricing-your-ai-services-without-guesswork";
const FIRST_PART = "why-hourly-pricing-fails";

type Route = (args: never) => unknown;

async function run(route: Route, path: string, params: Record<string, string> = {}, request?: Request) {
  try {
    return await route({ request: request ?? new Request(`${ORIGIN}${path}`), params, context: t.context } as never);
  } catch (thrown) {
    return thrown;
  }
}

const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } }).init?.status ?? 200);
const dataOf = (result: unknown) =>
  (result && typeof result === "object" && "data" in result ? (result as { data: unknown }).data : result) as Record<
    string,
    unknown
  >;

/** Uploads files through the importer's form and waits for the batch to finish. */
async function importFiles(cookie: string, files: { name: string; body: string | Uint8Array<ArrayBuffer> }[]) {
  const form = new FormData();
  for (const file of files) form.append("htmlFiles", new File([file.body], file.name));
  const upload = new Request(`${ORIGIN}/admin/import?index`, {
    method: "POST",
    body: form,
    headers: { Origin: ORIGIN, Cookie: cookie },
  });
  const response = (await run(uploadAction, "", {}, upload)) as Response;
  const batchId = new URL(response.headers.get("Location")!, ORIGIN).searchParams.get("batch")!;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const batch = await findImportBatch(t.db, batchId);
    if (batch?.status === "completed") return batch;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the import did not finish");
}

async function importFixture(cookie: string): Promise<string> {
  const name = "google-docs-export.html";
  const batch = await importFiles(cookie, [
    { name, body: fs.readFileSync(path.resolve("tests/fixtures/import", name)) },
  ]);
  return batch.id;
}

/** Where a visitor could meet the playbook: every public surface, each true when it shows it. */
async function publicSurfaces() {
  const listed = (result: unknown) =>
    (dataOf(result).result as { playbooks: { slug: string }[] }).playbooks.some((playbook) => playbook.slug === SLUG);
  const catalog = await run(catalogLoader, "/catalog");
  const category = dataOf(await run(categoryLoader, "/categories/ai-business", { id: "ai-business" }));
  const home = dataOf(await run(homeLoader, "/"));
  const series = await findSeries(t.db, "draft-check");
  return {
    catalog: listed(catalog),
    catalogTotal: (dataOf(catalog).result as { total: number }).total,
    search: listed(await run(catalogLoader, "/catalog?search=value%20ladder")),
    titleSearch: listed(await run(catalogLoader, "/catalog?search=guesswork")),
    filtered: listed(await run(catalogLoader, "/catalog?ai-category=ai-business")),
    category: (category.playbooks as { slug: string }[]).some((playbook) => playbook.slug === SLUG),
    categoryCount: category.total,
    homeCount: (home.stats as Record<string, { count: number }>)["ai-business"]!.count,
    series: series!.playbooks.some((playbook) => playbook.slug === SLUG),
    seriesCount: (await listSeries(t.db)).find((entry) => entry.slug === "draft-check")!.playbookCount,
    sitemap: (await ((await run(sitemapLoader, "/sitemap.xml")) as Response).text()).includes(`/catalog/${SLUG}<`),
    rss: (await ((await run(rssLoader, "/rss.xml")) as Response).text()).includes(`/catalog/${SLUG}<`),
    overview: statusOf(await run(overviewLoader, `/catalog/${SLUG}`, { slug: SLUG })),
    part: statusOf(await run(partLoader, `/catalog/${SLUG}/${FIRST_PART}`, { slug: SLUG, partSlug: FIRST_PART })),
  };
}

describe("imported playbooks are drafts until the owner publishes them", () => {
  it("keeps a fresh import off every public surface, and puts it on all of them once published", async () => {
    const cookie = await adminSessionCookie(t.context);
    const batchId = await importFixture(cookie);
    await upsertSeries(t.db, {
      slug: "draft-check",
      title: "Draft check",
      description: "A series holding the import.",
      icon: "ai-building",
      playbookSlugs: ["ai-fundamentals", SLUG],
    });

    const results = dataOf(
      await run(resultsLoader, "", {}, adminRequest(`/admin/import/results?batch=${batchId}`, { cookie })),
    );
    expect(results.playbooks).toMatchObject([{ slug: SLUG, status: "draft" }]);
    const asDraft = await publicSurfaces();
    expect(asDraft).toMatchObject({
      catalog: false,
      search: false,
      titleSearch: false,
      filtered: false,
      category: false,
      series: false,
      seriesCount: 1,
      sitemap: false,
      rss: false,
      overview: 404,
      part: 404,
    });

    const published = await run(
      resultsAction,
      "",
      {},
      adminRequest(`/admin/import/results?batch=${batchId}`, { cookie, form: { intent: "publish", slug: SLUG } }),
    );
    expect(dataOf(published)).toEqual({ intent: "publish", ok: true, slug: SLUG });
    const afterPublishing = await publicSurfaces();
    expect(afterPublishing).toEqual({
      catalog: true,
      catalogTotal: asDraft.catalogTotal + 1,
      search: true,
      titleSearch: true,
      filtered: true,
      category: true,
      categoryCount: Number(asDraft.categoryCount) + 1,
      homeCount: asDraft.homeCount! + 1,
      series: true,
      seriesCount: 2,
      sitemap: true,
      rss: true,
      overview: 200,
      part: 200,
    });
  });

  it("lists drafts in the playbook manager and publishes from there; a vanished playbook gets a 404", async () => {
    const cookie = await adminSessionCookie(t.context);
    await importFixture(cookie);
    const listed = await run(managerLoader, "", {}, adminRequest("/admin/playbooks?q=guesswork", { cookie }));
    expect(dataOf(listed).playbooks).toMatchObject([{ slug: SLUG, status: "draft" }]);

    // The row's publish flow posts to the playbook's publish address.
    const form = { intent: "publish", when: "now", feedDate: "public" };
    const publish = (slug: string) =>
      run(publishAction, "", { slug }, adminRequest(`/admin/playbooks/${slug}/publish`, { cookie, form }));
    const result = await publish(SLUG);
    expect(dataOf(result)).toMatchObject({ ok: true, message: expect.stringMatching(/^Published: /) });
    expect(statusOf(await run(overviewLoader, `/catalog/${SLUG}`, { slug: SLUG }))).toBe(200);

    const missing = await publish("gone");
    expect([statusOf(missing), dataOf(missing)]).toEqual([
      404,
      { ok: false, missing: true, message: "This playbook no longer exists: it was deleted meanwhile." },
    ]);
  });

  it("brings a deleted draft back from the trash as a draft", async () => {
    const cookie = await adminSessionCookie(t.context);
    await importFixture(cookie);
    const form = { intent: "delete", slug: SLUG };
    await run(managerAction, "", {}, adminRequest("/admin/playbooks", { cookie, form }));
    const trashed = await t.db.selectFrom("playbook_trash").select("id").executeTakeFirstOrThrow();
    await restoreFromTrash(t.db, trashed.id);
    const row = await t.db.selectFrom("playbooks").select("status").where("slug", "=", SLUG).executeTakeFirstOrThrow();
    expect(row.status).toBe("draft");
    expect(statusOf(await run(overviewLoader, `/catalog/${SLUG}`, { slug: SLUG }))).toBe(404);
  });

  it("refuses a near-empty page with a message for that file and imports nothing from it", async () => {
    const cookie = await adminSessionCookie(t.context);
    const batch = await importFiles(cookie, [
      { name: "one-word.html", body: "<html><body><p>Hello</p></body></html>" },
    ]);
    expect(batch.files).toMatchObject([
      {
        fileName: "one-word.html",
        status: "error",
        error:
          "The page has only 1 word of text below its title; a playbook needs at least 100. Check that the export holds the whole document.",
      },
    ]);
    const untitled = await t.db.selectFrom("playbooks").select("id").where("title", "=", "Untitled Playbook").execute();
    expect(untitled).toEqual([]);
  });
});
