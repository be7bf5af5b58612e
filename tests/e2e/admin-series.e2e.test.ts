import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminFileServer } from "../support/admin-server";
import { reuseAdminSession, signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";

reuseAdminSession();
const browser = withBrowser();
const server = adminFileServer();

const list = (page: Page) => page.getByRole("list", { name: "Playbooks in this series, in reading order" });

/** The admin list's titles, in order. */
async function adminOrder(page: Page): Promise<string[]> {
  return list(page).locator("li > span.min-w-0 > span:first-child").allTextContents();
}

/** The public series page's playbook links, in order. */
async function publicOrder(page: Page, slug: string): Promise<string[]> {
  await page.goto(server.url(`/series/${slug}`));
  return page
    .getByRole("list", { name: "Playbooks in this series" })
    .getByRole("link", { name: /Start Learning/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

async function addPlaybooks(page: Page, count: number): Promise<void> {
  for (let added = 0; added < count; added += 1) {
    await page.getByLabel("Add a playbook").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Add to series" }).click();
    await page
      .getByText(/it is now part \d of \d/)
      .first()
      .waitFor();
    await expect.poll(() => list(page).getByRole("listitem").count()).toBe(added + 1);
  }
}

describe("series manager", () => {
  it("builds a series, reorders it from the keyboard and by dragging, and the public page follows", async () => {
    const page = await browser.page();
    await signInAsAdmin(page, { origin: server.origin, next: "/admin/series" });
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    await page.getByLabel("Title").fill("Start Here");
    await page.getByLabel("Description").fill("Three guides to read first, in this order.");
    await page.getByLabel("AI building (chip)").check();
    await page.getByRole("button", { name: "Create series" }).click();
    await page.waitForURL("**/admin/series/start-here?created");
    await page.getByText("Series created. Add its playbooks below.").waitFor();

    await addPlaybooks(page, 3);
    await expectNoAxeViolations(page);
    const [first, second, third] = await adminOrder(page);
    expect(third).toBeDefined();

    // Keyboard: focus the third playbook's Move up button and press Enter.
    await page.getByRole("button", { name: `Move ${third} up` }).focus();
    await page.keyboard.press("Enter");
    await page.getByText(`Moved "${third}": it is now part 2 of 3.`).first().waitFor();
    await expect.poll(() => adminOrder(page)).toEqual([first, third, second]);

    // Drag the last row onto the first.
    const rows = list(page).getByRole("listitem");
    await rows.nth(2).dragTo(rows.nth(0));
    await expect.poll(() => adminOrder(page)).toEqual([second, first, third]);

    const publicPage = await browser.page();
    const hrefs = await publicOrder(publicPage, "start-here");
    const titles = await publicPage
      .getByRole("list", { name: "Playbooks in this series" })
      .getByRole("heading")
      .allTextContents();
    expect(hrefs).toHaveLength(3);
    expect(titles).toEqual([second, first, third]);
    await expectNoAxeViolations(publicPage);
    await publicPage.goto(server.url("/catalog"));
    await publicPage.getByText("Start Here").first().waitFor();
  });

  it("reorders and removes without scripts, one form post at a time", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await signInAsAdmin(page, { origin: server.origin, next: "/admin/series/baton-basics" });
    const before = await adminOrder(page);
    await page.getByRole("button", { name: `Move ${before[0]} down` }).click();
    // The notice comes above the list in the streamed answer: the list may still be arriving.
    await page.getByText(`Moved "${before[0]}": it is now part 2 of 5.`).waitFor();
    await expect.poll(() => adminOrder(page)).toEqual([before[1], before[0], ...before.slice(2)]);

    await page.getByRole("button", { name: `Remove ${before[4]} from the series` }).click();
    await page.getByText("Removed from the series.").waitFor();
    await expect.poll(() => adminOrder(page)).toEqual([before[1], before[0], ...before.slice(2, 4)]);
    expect(await publicOrder(page, "baton-basics")).toHaveLength(4);
  });

  it("edits the details, deletes the series to the trash and restores it from there", async () => {
    const page = await browser.page();
    await signInAsAdmin(page, { origin: server.origin, next: "/admin/series/build-with-ai" });
    await waitForHydration(page);
    const order = await adminOrder(page);
    await page.getByLabel("Title").fill("Build Things with AI");
    await page.getByLabel("Slug").fill("build-things");
    await page.getByRole("button", { name: "Save details" }).click();
    await page.waitForURL("**/admin/series/build-things?saved");
    await page.getByText("Saved. /series/build-things shows it now.").waitFor();
    const old = await page.request.get(server.url("/series/build-with-ai"), { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()["location"]).toBe("/series/build-things");

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete the series Build Things with AI" }).click();
    await page.waitForURL("**/admin/series?trashed=*");
    await page.getByText('"Build Things with AI" is in the trash.').waitFor();
    expect((await page.request.get(server.url("/series/build-things"))).status()).toBe(404);

    await page.goto(server.url("/admin/trash"));
    await waitForHydration(page);
    const series = page.getByRole("region", { name: "Series" });
    await expect(series.getByText(/will be purged on \d+ \w+ \d{4}/).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await series.getByRole("button", { name: "Restore Build Things with AI" }).click();
    await page.getByText('"Build Things with AI" is back at /series/build-things.').first().waitFor();
    await page.goto(server.url("/admin/series/build-things"));
    expect(await adminOrder(page)).toEqual(order);
  });
});
