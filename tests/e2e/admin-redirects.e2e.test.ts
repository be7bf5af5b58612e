import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withAdminServer } from "../support/admin-server";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { openEditorPage, openPlaybookDetails, saveInEditor, showPart } from "../support/editor-page";

const browser = withBrowser();
const server = withAdminServer();

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
