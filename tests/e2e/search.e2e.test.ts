import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  expectNoAxeViolations,
  waitForEnhancement,
  waitForHydration,
  waitForIslands,
  withBrowser,
} from "../support/browser";

const browser = withBrowser();

const PART = "/catalog/ai-fundamentals/what-generative-ai-really-is";
const SECTION = "worked-example-sorting-a-bookkeepers-week";
const QUERY = "bookkeeper week";

const headerField = (page: Page) => page.locator("header").getByRole("searchbox", { name: "Search all playbooks" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search all playbooks" });
const dialogField = (page: Page) => dialog(page).getByRole("combobox", { name: "Search all playbooks" });

/** Requests for the search dialog's code, which no page loads until search is asked for. */
function dialogScriptRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/searchDialog-[\w-]+\.js$/.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

/** Presses ArrowDown until the active option is the one holding `text`; returns its text. */
async function arrowTo(page: Page, text: string): Promise<string> {
  const options = dialog(page).getByRole("option");
  await options.first().waitFor();
  const index = (await options.allTextContents()).findIndex((option) => option.includes(text));
  expect(index, `an option with ${text}`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= index; step += 1) await page.keyboard.press("ArrowDown");
  const active = await dialogField(page).getAttribute("aria-activedescendant");
  return (await page.locator(`#${active}`).textContent()) ?? "";
}

/** The sum of the page's layout shifts so far (what Cumulative Layout Shift adds up). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );

describe("the header search without scripts", () => {
  it("is a labelled field on every page whose form lands on the catalog's results", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    for (const path of ["/", PART, "/tools", "/catalog"]) {
      await page.goto(path);
      await expect(headerField(page).isVisible(), path).resolves.toBe(true);
    }
    await page.goto(PART);
    await headerField(page).fill(QUERY);
    await headerField(page).press("Enter");
    await page.waitForURL("**/catalog?search=bookkeeper+week");
    const card = page.getByRole("article").filter({ hasText: "AI Fundamentals" });
    // The result links to its best passage, beside the link to the overview.
    const passage = card.getByRole("link", { name: /Open the passage/ });
    expect(await passage.getAttribute("href")).toMatch(new RegExp(`^${PART}\\?highlight=[^#]+#${SECTION}$`));
    expect(await card.getByRole("link", { name: /^View / }).getAttribute("href")).toBe("/catalog/ai-fundamentals");
  });
});

describe("the search dialog", () => {
  it("opens on '/', finds the passage by keyboard alone, and opens the part at it with the words highlighted", async () => {
    const page = await browser.page();
    const requests = dialogScriptRequests(page);
    await page.goto("/");
    await waitForEnhancement(page);
    expect(requests).toEqual([]);

    await page.keyboard.press("/");
    await dialogField(page).waitFor();
    expect(requests).toHaveLength(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("combobox");
    await page.keyboard.type(QUERY);
    const status = dialog(page).getByRole("status");
    await expect.poll(() => status.textContent()).toMatch(/^\d+ playbooks? found\.$/);
    await expectNoAxeViolations(page);

    expect(await arrowTo(page, "Worked example: sorting a bookkeeper")).toContain("What Generative AI Really Is");
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${PART}?highlight=*#${SECTION}`);
    await waitForEnhancement(page);

    // The section is on screen, below the sticky header.
    const heading = page.locator(`#${SECTION}`);
    await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(0);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top < innerHeight)).toBe(true);
    // The words are highlighted, painted over the text: nothing moved.
    const highlighted = () =>
      page.evaluate(() =>
        [...(CSS.highlights.get("search-terms") ?? [])].map((range) => range.toString().toLowerCase()),
      );
    // Every form of the words the engines matched ("bookkeeping" is "bookkeeper" to their stemmers).
    expect(await highlighted()).toEqual(expect.arrayContaining(["bookkeeper", "week"]));
    expect(await layoutShift(page)).toBe(0);
    const bar = page.getByText(/^Highlighting /);
    await expect(bar.isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);

    // Cleared from the keyboard: the highlight and the parameter go, the section stays.
    await page.getByRole("button", { name: "Clear highlights" }).focus();
    await page.keyboard.press("Enter");
    expect(await highlighted()).toEqual([]);
    await expect(bar.isVisible()).resolves.toBe(false);
    expect(new URL(page.url()).search).toBe("");
    expect(new URL(page.url()).hash).toBe(`#${SECTION}`);
  });

  it("opens on Ctrl-K and from the header's field, keeps Tab inside, closes on Escape and gives focus back", async () => {
    const page = await browser.page();
    await page.goto(PART);
    await waitForEnhancement(page);
    const skip = page.getByRole("link", { name: "Skip to content" });
    await page.keyboard.press("Tab");
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press("Control+k");
    await dialogField(page).waitFor();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press("Tab");
    expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog(page).isVisible()).resolves.toBe(false);
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);

    // Tabbing onto the header's field opens nothing (WCAG 3.2.1, On Focus): Tab goes on past it.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await headerField(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await expect(dialog(page).isVisible()).resolves.toBe(false);
    // Typing there opens the dialog with what was typed; Escape comes back to the field.
    await page.keyboard.type("pricing");
    await dialogField(page).waitFor();
    await expect.poll(() => dialogField(page).inputValue()).toBe("pricing");
    await page.keyboard.press("Escape");
    expect(await headerField(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await expect(dialog(page).isVisible()).resolves.toBe(false);
    // Enter with no result chosen shows every result in the catalog. ('/' would be typed into the field.)
    await page.keyboard.press("Control+k");
    await dialogField(page).waitFor();
    await page.keyboard.type("pricing");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/catalog?search=pricing");
  });

  it("works on hydrated pages and on the catalog too", async () => {
    const page = await browser.page();
    await page.goto("/tools");
    await waitForHydration(page);
    await page.keyboard.press("Control+k");
    await dialogField(page).waitFor();
    await page.keyboard.type("prompt");
    await dialog(page).getByRole("option").first().waitFor();
    await page.keyboard.press("Escape");

    await page.goto("/catalog");
    await waitForIslands(page);
    await headerField(page).click();
    await dialogField(page).waitFor();
    await expectNoAxeViolations(page);
  });
});
