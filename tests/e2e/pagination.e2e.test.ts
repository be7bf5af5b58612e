import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, storeInServerDatabase, waitForIslands, withBrowser } from "../support/browser";
import { DEMO_PLAYBOOK_COUNT } from "../support/demo-library";
import { testPlaybook } from "../support/playbooks";

const browser = withBrowser();
const ADDED = 30;

/** Thirty more Tribe playbooks in this file's server database, so the catalog runs to three pages. */
function growTheLibrary(): Promise<void> {
  return storeInServerDatabase(
    Array.from({ length: ADDED }, (_, index) => {
      const number = String(index + 1).padStart(2, "0");
      return testPlaybook({
        slug: `community-rituals-${number}`,
        title: `Community Rituals ${number}`,
        description: "Weekly habits that keep a paid community talking to each other.",
        batonCategories: ["tribe"],
      });
    }),
  );
}

describe("long listings", () => {
  it("page through the catalog and a category with Next and Previous, keeping the total", async () => {
    await growTheLibrary();
    const page = await browser.page();
    await page.goto("/catalog");
    await waitForIslands(page);
    const results = page.getByRole("region", { name: "Playbooks" });
    await expect(results.getByText(`${DEMO_PLAYBOOK_COUNT + ADDED} playbooks found`).isVisible()).resolves.toBe(true);
    await expect(results.getByRole("article").count()).resolves.toBe(24);
    await expect(page.getByText("Page 1 of 3").isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(/\/catalog\?page=2$/);
    await page.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(/\/catalog\?page=3$/);
    await expect.poll(() => results.getByRole("article").count()).toBe(DEMO_PLAYBOOK_COUNT + ADDED - 48);
    await expect(page.getByRole("link", { name: "Next page" }).count()).resolves.toBe(0);
    // A new filter starts again from the first page (pages are documents: its filter bar hydrates anew).
    await waitForIslands(page);
    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("BATON category").selectOption("tribe");
    await page.waitForURL((url) => url.searchParams.get("baton-category") === "tribe" && !url.searchParams.has("page"));

    await page.goto("/categories/tribe");
    const list = page.getByRole("region", { name: "All Playbooks" });
    const total = Number(((await list.getByText(/guides available$/).textContent()) ?? "").split(" ")[0]);
    expect(total).toBeGreaterThan(ADDED);
    await expect(list.getByRole("article").count()).resolves.toBe(24);
    await page.getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(/\/categories\/tribe\?page=2$/);
    await expect.poll(() => page.title()).toBe("Tribe (page 2) | AI Business Playbooks");
    await expect.poll(() => list.getByRole("article").count()).toBe(total - 24);
    await expect(list.getByText(`${total} guides available`).isVisible()).resolves.toBe(true);
    // The featured guide belongs to the first page.
    await expect(page.getByText("Featured Guide").count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Previous page" }).click();
    await page.waitForURL(/\/categories\/tribe$/);
    await page.getByText("Featured Guide").waitFor();
  });
});
