import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminFileServer } from "../support/admin-server";
import { reuseAdminSession, signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { DEMO_PLAYBOOK_COUNT } from "../support/demo-library";

reuseAdminSession();
const browser = withBrowser();
const server = adminFileServer();
const TITLE = "AI Business Ideas";

async function openManager(): Promise<Page> {
  const page = await browser.page();
  await signInAsAdmin(page, { origin: server.origin, next: "/admin/categories" });
  await waitForHydration(page);
  return page;
}

function row(page: Page) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: TITLE }) });
}

async function categoryPageLists(page: Page, categoryId: string): Promise<boolean> {
  const html = await (await page.request.get(server.url(`/categories/${categoryId}`))).text();
  return html.includes('href="/catalog/ai-business-ideas"');
}

describe("category manager", () => {
  it("pages 10 at a time with 'Load More (n loaded)'", async () => {
    const page = await openManager();
    await expectNoAxeViolations(page);
    const rows = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(rows.count()).resolves.toBe(10);
    await page.getByRole("link", { name: "Load More (10 loaded)" }).click();
    await page.getByRole("link", { name: "Load More (20 loaded)" }).waitFor();
    await expect(rows.count()).resolves.toBe(20);
    await page.getByRole("link", { name: "Load More (20 loaded)" }).click();
    await page.getByText(`Showing ${DEMO_PLAYBOOK_COUNT} of ${DEMO_PLAYBOOK_COUNT} playbooks.`).waitFor();
    await expect(page.getByRole("link", { name: /Load More/ }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Refresh Data" }).click();
    await page.getByText(`Showing ${DEMO_PLAYBOOK_COUNT} of ${DEMO_PLAYBOOK_COUNT} playbooks.`).waitFor();
  });

  it("saves a toggle at once, and the public category page follows", async () => {
    const page = await openManager();
    expect(await categoryPageLists(page, "ai-authority")).toBe(false);
    const box = row(page).getByLabel("AI Authority");
    await box.click();
    await page.getByText("Category Updated").first().waitFor();
    await expect.poll(() => box.isChecked()).toBe(true);
    expect(await categoryPageLists(page, "ai-authority")).toBe(true);
    await expect(
      row(page)
        .getByText(/^AI: .*AI Authority/)
        .count(),
    ).resolves.toBe(1);

    // The toast's text is already on the page from the first save: wait for the save itself.
    const saved = page.waitForResponse((response) => response.request().method() === "POST");
    await box.click();
    await saved;
    await page.getByText("Category Updated").nth(1).waitFor();
    await expect.poll(() => box.isChecked()).toBe(false);
    expect(await categoryPageLists(page, "ai-authority")).toBe(false);
  });

  it("shows a toggle at once and rolls it back with 'Update Failed' when the save fails", async () => {
    const page = await openManager();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/admin/categories"),
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        await released;
        await route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
      },
    );
    const box = row(page).getByLabel("Tribe");
    expect(await box.isChecked()).toBe(false);
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(true);
    release();
    await page.getByText("Update Failed").first().waitFor();
    await page
      .getByText(/^Failed to update categories for "AI Business Ideas: .*"\.$/)
      .first()
      .waitFor();
    await expect.poll(() => box.isChecked()).toBe(false);
    await expect(page.getByRole("heading", { name: "Category Manager", level: 1 }).isVisible()).resolves.toBe(true);
    expect(await categoryPageLists(page, "tribe")).toBe(false);
  });
});
