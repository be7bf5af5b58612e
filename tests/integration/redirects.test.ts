import { describe, expect, it } from "vitest";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { publishBySlug } from "~/modules/publishing/schedule.server";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import { listRedirects } from "~/db/queries/redirects.server";
import { moveToTrash, purgeExpiredTrash, restoreFromTrash } from "~/db/queries/trash.server";
import { startImportBatch } from "~/modules/importer/queue.server";
import type { ImportEnvironment } from "~/modules/importer/run-batch.server";
import { loader as overviewLoader } from "~/routes/catalog.$slug";
import { loader as partLoader } from "~/routes/catalog.$slug_.$partSlug";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { adminSessionCookie } from "../support/admin-requests";
import { testPart, testPlaybook } from "../support/playbooks";
import { callRoute, statusOf } from "../support/route-calls";
import { editorForm, openEditorPage, postEditor } from "../support/editor-calls";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase({ seeded: true });
const ORIGIN = "https://playbooks.test";

type Route = (args: never) => unknown;

const run = (route: Route, request: Request, params: Record<string, string> = {}) =>
  callRoute(t.context, route, request, params);

/** What a visitor gets at `path`: the status, and where a redirect sends them. */
async function visit(path: string): Promise<{ status: number; location?: string }> {
  const [slug, partSlug] = path
    .replace(/^\/catalog\//, "")
    .split("?")[0]!
    .split("/");
  const request = new Request(`${ORIGIN}${path}`);
  const result =
    partSlug === undefined
      ? await run(overviewLoader, request, { slug: slug! })
      : await run(partLoader, request, { slug: slug!, partSlug });
  const location = result instanceof Response ? (result.headers.get("Location") ?? undefined) : undefined;
  return { status: statusOf(result), ...(location ? { location } : {}) };
}

async function editorSave(slug: string, change: (form: Record<string, string | string[]>) => void) {
  const cookie = await adminSessionCookie(t.context, `owner-${Math.random()}@example.com`);
  const { draft } = await openEditorPage(t.context, cookie, slug);
  const form = editorForm(draft);
  change(form);
  return postEditor<{ ok: boolean; errors?: string[] }>(t.context, cookie, slug, form);
}

function importPage(headings: readonly string[]): Buffer {
  const sections = headings
    .map(
      (heading) => `<h2>${heading}</h2><p>${`Words about ${heading.toLowerCase()} and what it means. `.repeat(20)}</p>`,
    )
    .join("\n");
  return Buffer.from(
    `<!doctype html><html><head><title>Mozilla</title></head><body><h1>Mozilla</h1><p>The story of a browser and the foundation behind it.</p>${sections}</body></html>`,
  );
}

async function importFile(headings: readonly string[]) {
  const environment: ImportEnvironment = {
    db: t.db,
    storage: t.context.storage,
    logger: t.context.logger,
    settings: {
      maxFileBytes: 10 * 1024 * 1024,
      maxBatchBytes: 100 * 1024 * 1024,
      download: { timeoutMs: 2000, maxBytes: 1024 * 1024, allowPrivateAddresses: false },
    },
  };
  const { done } = await startImportBatch(
    environment,
    "admin",
    [{ name: "mozilla.html", bytes: importPage(headings) }],
    [],
  );
  const [outcome] = await done;
  expect(outcome?.status).toBe("completed");
}

describe("old addresses redirect to new ones", () => {
  it("a re-import whose heading changed keeps the part's old address as a 301, query string kept", async () => {
    const headings = ["Origins", "Early history", "Firefox", "The foundation", "Today"];
    await importFile(headings);
    await publishBySlug(t.db, "mozilla");
    const before = await findPlaybookSnapshotBySlug(t.db, "mozilla");
    const oldSlug = before!.input.parts.find((part) => part.title === "Early history")!.slug;

    await importFile(headings.map((heading) => (heading === "Early history" ? "History" : heading)));
    const after = await findPlaybookSnapshotBySlug(t.db, "mozilla");
    expect(after!.input.parts.map((part) => part.slug)).toContain("history");
    expect(oldSlug).not.toBe("history");

    expect(await visit(`/catalog/mozilla/${oldSlug}?ref=mail`)).toEqual({
      status: 301,
      location: "/catalog/mozilla/history?ref=mail",
    });
    expect((await visit("/catalog/mozilla/history")).status).toBe(200);
    expect((await visit("/catalog/mozilla/never-existed")).status).toBe(404);
  });

  it("renaming a part in the editor moves it, and its old link answers 301 to the new one", async () => {
    const slug = "ai-fundamentals";
    const before = await findPlaybookSnapshotBySlug(t.db, slug);
    const [first] = before!.input.parts;
    const saved = await editorSave(slug, (form) => {
      (form.partTitle as string[])[0] = "How AI Models Really Work";
    });
    expect(saved.ok).toBe(true);
    expect(await visit(`/catalog/${slug}/${first!.slug}`)).toEqual({
      status: 301,
      location: `/catalog/${slug}/how-ai-models-really-work`,
    });
    expect((await visit(`/catalog/${slug}/how-ai-models-really-work`)).status).toBe(200);
  });

  it("edits playbook and part slugs, tidied by the slug rule; every old address follows in one hop", async () => {
    const slug = "pricing-ai-services";
    const before = await findPlaybookSnapshotBySlug(t.db, slug);
    const [first, second] = before!.input.parts;
    const saved = await editorSave(slug, (form) => {
      form.urlSlug = "  Pricing AI Work! ";
      (form.partSlug as string[])[1] = "Value Ladders";
    });
    expect(saved.ok).toBe(true);

    expect(await visit(`/catalog/${slug}`)).toEqual({ status: 301, location: "/catalog/pricing-ai-work" });
    expect(await visit(`/catalog/${slug}/${first!.slug}`)).toEqual({
      status: 301,
      location: `/catalog/pricing-ai-work/${first!.slug}`,
    });
    // Old playbook slug and old part slug together: straight to both new ones.
    expect(await visit(`/catalog/${slug}/${second!.slug}`)).toEqual({
      status: 301,
      location: "/catalog/pricing-ai-work/value-ladders",
    });
    expect((await visit("/catalog/pricing-ai-work/value-ladders")).status).toBe(200);
  });

  it("collapses chains: A→B→C sends A straight to C, for playbooks and parts", async () => {
    await upsertPlaybook(t.db, testPlaybook({ slug: "chain-a", parts: [testPart(1), testPart(2)] }));
    await upsertPlaybook(t.db, { ...testPlaybook({ slug: "chain-b" }), renameFrom: "chain-a" });
    await upsertPlaybook(t.db, { ...testPlaybook({ slug: "chain-c" }), renameFrom: "chain-b" });
    expect(await visit("/catalog/chain-a")).toEqual({ status: 301, location: "/catalog/chain-c" });
    expect(await visit("/catalog/chain-b")).toEqual({ status: 301, location: "/catalog/chain-c" });

    const renamed = (slug: string) => [{ ...testPart(1), slug }, testPart(2)];
    await upsertPlaybook(t.db, testPlaybook({ slug: "chain-c", parts: renamed("x") }));
    await upsertPlaybook(t.db, testPlaybook({ slug: "chain-c", parts: renamed("y") }));
    expect(await visit("/catalog/chain-c/step-1")).toEqual({ status: 301, location: "/catalog/chain-c/y" });
    expect(await visit("/catalog/chain-c/x")).toEqual({ status: 301, location: "/catalog/chain-c/y" });
    expect(await visit("/catalog/chain-a/step-1")).toEqual({ status: 301, location: "/catalog/chain-c/y" });
  });

  it("never loops: renaming back serves the page, and the other address redirects to it", async () => {
    await upsertPlaybook(t.db, testPlaybook({ slug: "loop-a" }));
    await upsertPlaybook(t.db, { ...testPlaybook({ slug: "loop-b" }), renameFrom: "loop-a" });
    await upsertPlaybook(t.db, { ...testPlaybook({ slug: "loop-a" }), renameFrom: "loop-b" });
    expect((await visit("/catalog/loop-a")).status).toBe(200);
    expect(await visit("/catalog/loop-b")).toEqual({ status: 301, location: "/catalog/loop-a" });

    const parts = (slug: string) => [{ ...testPart(1), slug }, testPart(2)];
    await upsertPlaybook(t.db, testPlaybook({ slug: "loop-a", parts: parts("p") }));
    await upsertPlaybook(t.db, testPlaybook({ slug: "loop-a", parts: parts("step-1") }));
    expect((await visit("/catalog/loop-a/step-1")).status).toBe(200);
    expect(await visit("/catalog/loop-a/p")).toEqual({ status: 301, location: "/catalog/loop-a/step-1" });
    const listed = (await listRedirects(t.db)).map((redirect) => `${redirect.from} ${redirect.to}`);
    expect(listed).toContain("/catalog/loop-b /catalog/loop-a");
    expect(listed.filter((line) => line.startsWith("/catalog/loop-a "))).toEqual([]);
  });

  it("a new page taking an old address wins over the redirect", async () => {
    await upsertPlaybook(t.db, testPlaybook({ slug: "first-home" }));
    await upsertPlaybook(t.db, { ...testPlaybook({ slug: "moved-home" }), renameFrom: "first-home" });
    expect((await visit("/catalog/first-home")).status).toBe(301);
    await upsertPlaybook(t.db, testPlaybook({ slug: "first-home", title: "A newcomer" }));
    expect((await visit("/catalog/first-home")).status).toBe(200);
    expect((await listRedirects(t.db)).some((redirect) => redirect.from === "/catalog/first-home")).toBe(false);

    // The same within a playbook: a part given an old part slug is that page now.
    await upsertPlaybook(t.db, testPlaybook({ slug: "moved-home", parts: [{ ...testPart(1), slug: "one" }] }));
    expect(await visit("/catalog/moved-home/step-1")).toEqual({ status: 301, location: "/catalog/moved-home/one" });
    await upsertPlaybook(
      t.db,
      testPlaybook({ slug: "moved-home", parts: [testPart(2), { ...testPart(1), slug: "step-1" }] }),
    );
    expect((await visit("/catalog/moved-home/step-1")).status).toBe(200);
  });

  it("refuses a slug another playbook has, keeping what was typed", async () => {
    const saved = await editorSave("vibe-coding", (form) => {
      form.urlSlug = "ai-fundamentals";
      form.title = "Typed title";
    });
    expect(saved).toMatchObject({ ok: false, errors: [expect.stringContaining("/catalog/ai-fundamentals")] });
    expect((await visit("/catalog/vibe-coding")).status).toBe(200);
  });

  it("an old address answers 404 while its playbook is in the trash, and redirects again once restored", async () => {
    await upsertPlaybook(t.db, testPlaybook({ slug: "trash-old" }));
    await upsertPlaybook(t.db, { ...testPlaybook({ slug: "trash-new" }), renameFrom: "trash-old" });
    const trashed = await moveToTrash(t.db, "trash-new", null);
    expect((await visit("/catalog/trash-old")).status).toBe(404);
    await restoreFromTrash(t.db, trashed!.id);
    expect(await visit("/catalog/trash-old")).toEqual({ status: 301, location: "/catalog/trash-new" });

    await moveToTrash(t.db, "trash-new", null, new Date("2020-01-01T00:00:00Z"));
    await purgeExpiredTrash(t.db);
    expect((await listRedirects(t.db)).some((redirect) => redirect.from === "/catalog/trash-old")).toBe(false);
  });

  it("lists only current addresses in the sitemap", async () => {
    await upsertPlaybook(t.db, testPlaybook({ slug: "map-old" }));
    await upsertPlaybook(t.db, {
      ...testPlaybook({ slug: "map-new", parts: [{ ...testPart(1), slug: "renamed" }, testPart(2)] }),
      renameFrom: "map-old",
    });
    const response = (await run(sitemapLoader, new Request(`${ORIGIN}/sitemap.xml`))) as Response;
    const xml = await response.text();
    expect(xml).toContain(`${ORIGIN}/catalog/map-new/renamed`);
    expect(xml).not.toContain("/catalog/map-old");
    expect(xml).not.toContain("/catalog/map-new/step-1");
  });
});
