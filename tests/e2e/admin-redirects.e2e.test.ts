import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminFileServer } from "../support/admin-server";
import { signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { openEditorPage, openPlaybookDetails, saveInEditor, showPart } from "../support/editor-page";

const browser = withBrowser();
const server = adminFileServer();

/** Signed in, with the editor page of `slug` open. */
async function openEditor(slug: string): Promise<Page> {
  const page = await browser.page();
  await openEditorPage(page, slug, { origin: server.origin });
  return page;
}

async function statusAndLocation(page: Page, path: string) {
  const response = await page.request.get(server.url(path), { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()["location"] };
}

describe("addresses that never break", () => {
  it("renames a part; its old link answers 301 and lands on the part's new address", async () => {
    const page = await openEditor("ai-fundamentals");
    await showPart(page, 2);
    const oldSlug = await page.getByLabel("Part 2 slug").inputValue();
    await page.getByLabel("Part 2 title").fill("History");
    await expectNoAxeViolations(page);
    await saveInEditor(page);

    expect(await statusAndLocation(page, `/catalog/ai-fundamentals/${oldSlug}`)).toEqual({
      status: 301,
      location: "/catalog/ai-fundamentals/history",
    });
    await page.goto(server.url(`/catalog/ai-fundamentals/${oldSlug}`));
    expect(new URL(page.url()).pathname).toBe("/catalog/ai-fundamentals/history");
    await page.getByRole("heading", { level: 1, name: "History" }).waitFor();
  });

  it("edits a playbook's slug: the overview and every part follow, and the sitemap lists only the new addresses", async () => {
    const page = await openEditor("vibe-coding");
    const firstPart = await page.getByLabel("Part 1 slug").inputValue();
    await openPlaybookDetails(page);
    await page.getByLabel("URL slug").fill("Vibe Coding Guide");
    await saveInEditor(page);

    expect(await statusAndLocation(page, "/catalog/vibe-coding?utm_source=x")).toEqual({
      status: 301,
      location: "/catalog/vibe-coding-guide?utm_source=x",
    });
    expect(await statusAndLocation(page, `/catalog/vibe-coding/${firstPart}`)).toEqual({
      status: 301,
      location: `/catalog/vibe-coding-guide/${firstPart}`,
    });
    const sitemap = await (await page.request.get(server.url("/sitemap.xml"))).text();
    expect(sitemap).toContain("/catalog/vibe-coding-guide/");
    expect(sitemap).not.toMatch(/\/catalog\/vibe-coding[/<]/);
  });

  it("lists the redirects in the admin; deleting one makes its old address answer 404", async () => {
    const page = await openEditor("community-led-growth");
    await openPlaybookDetails(page);
    await page.getByLabel("URL slug").fill("community-growth");
    await saveInEditor(page);

    await page.goto(server.url("/admin/redirects"));
    await waitForHydration(page);
    const row = page.getByRole("row").filter({ hasText: "/catalog/community-led-growth" });
    await expect(row.getByText("/catalog/community-growth").isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: "Delete the redirect from /catalog/community-led-growth" }).click();
    await page.getByText('Deleted: /catalog/community-led-growth now answers "Page not found".').first().waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect((await statusAndLocation(page, "/catalog/community-led-growth")).status).toBe(404);
  });
});

describe("the owner's own redirects", () => {
  it("adds a rule and a CSV of rules; visitors following the old addresses land on the new ones", async () => {
    const page = await browser.page();
    await signInAsAdmin(page, { origin: server.origin, next: "/admin/redirects" });
    await waitForHydration(page);
    const add = page.getByRole("form", { name: "Add a redirect" });
    await add.getByLabel("Old address").fill("/2022/11/ai-basics/");
    await add.getByLabel("New address").fill("/catalog/ai-fundamentals");
    await add.getByRole("button", { name: "Add redirect" }).click();
    const yours = page.getByRole("table", { name: "Your redirects, newest first" });
    await yours.getByRole("row").filter({ hasText: "/2022/11/ai-basics" }).waitFor();

    // A rule that would lead to itself is refused, and what was typed stays.
    await add.getByLabel("Old address").fill("/start-here");
    await add.getByLabel("New address").fill("/start-here");
    await add.getByRole("button", { name: "Add redirect" }).click();
    await add
      .getByRole("alert")
      .filter({ hasText: /^Loop: \/start-here leads to \/start-here/ })
      .waitFor();
    expect(await add.getByLabel("Old address").inputValue()).toBe("/start-here");

    const upload = page.getByRole("form", { name: "Upload a CSV of redirects" });
    const file = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
    // A file with a bad line adds nothing, and names each line to correct.
    await upload
      .getByLabel(/^CSV file/)
      .setInputFiles(
        file("mixed.csv", "old,new,status\n/blog/*,/catalog/*\n/catalog,/tools\n/p/pricing,http://example.com\n"),
      );
    await upload.getByRole("button", { name: "Upload CSV" }).click();
    const refusal = upload.getByRole("alert");
    await refusal.getByText('Nothing was added: 2 lines need correcting in "mixed.csv".').waitFor();
    await expect(refusal.getByText(/^Line 3:/).isVisible()).resolves.toBe(true);
    await expect(refusal.getByText(/^Line 4:/).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);

    await upload
      .getByLabel(/^CSV file/)
      .setInputFiles(
        file("substack.csv", "old,new,status\n/blog/*,/catalog/*,301\n/p/pricing,https://example.com/pricing,302\n"),
      );
    await upload.getByRole("button", { name: "Upload CSV" }).click();
    await upload
      .getByRole("status")
      .filter({ hasText: /^Added 2 redirects from "substack.csv"/ })
      .waitFor();
    await yours.getByRole("row").filter({ hasText: "/blog/*" }).waitFor();

    const exact = await page.request.get(server.url("/2022/11/ai-basics"), { maxRedirects: 0 });
    expect([exact.status(), exact.headers()["location"], exact.headers()["cache-control"]]).toEqual([
      301,
      "/catalog/ai-fundamentals",
      "no-store",
    ]);
    expect(await statusAndLocation(page, "/p/pricing")).toEqual({
      status: 302,
      location: "https://example.com/pricing",
    });
    // A visitor from an old blog link lands on the playbook, with their query kept.
    await page.goto(server.url("/blog/pricing-ai-services?utm_source=old-blog"));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      "/catalog/pricing-ai-services?utm_source=old-blog",
    );
    await page.getByRole("heading", { level: 1 }).first().waitFor();

    // Deleted, the old address says "Page not found" again.
    await page.goto(server.url("/admin/redirects"));
    await waitForHydration(page);
    await page.getByRole("button", { name: "Delete the redirect from /2022/11/ai-basics" }).click();
    await page.getByText('Deleted: /2022/11/ai-basics now answers "Page not found".').first().waitFor();
    expect((await statusAndLocation(page, "/2022/11/ai-basics")).status).toBe(404);
  });
});
