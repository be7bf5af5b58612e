import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, waitForIslands, withBrowser, withServerDatabase } from "../support/browser";
import { DEMO_PLAYBOOK_COUNT } from "../support/demo-library";

const browser = withBrowser();

const results = (page: Page) => page.getByRole("region", { name: "Playbooks" });
const cardTitles = (page: Page) => results(page).getByRole("heading", { level: 3 }).allTextContents();
const foundCount = async (page: Page) =>
  Number(
    (
      (await results(page)
        .getByText(/playbooks? found$/)
        .textContent()) ?? ""
    ).split(" ")[0],
  );
const query = (page: Page) => new URL(page.url()).search;
/** The reading time, in minutes, that each listed card shows. */
const cardMinutes = async (page: Page) =>
  (await results(page).getByRole("article").allTextContents()).map((text) => Number(/(\d+) min/.exec(text)?.[1]));

/** Waits until the list shows `expected` results (client-side filtering finished). */
async function waitForCount(page: Page, expected: (count: number) => boolean) {
  await expect
    .poll(async () =>
      (await results(page)
        .getByText(/found$/)
        .count())
        ? foundCount(page)
        : -1,
    )
    .toSatisfy(expected);
}

/** A real browser's user agent: the analytics collector leaves headless Chrome out as a bot. */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";

async function openCatalog(path = "/catalog", options: { userAgent?: string } = {}) {
  const page = await browser.page(options);
  await page.goto(path);
  await waitForIslands(page);
  return page;
}

async function openPanel(page: Page) {
  const panel = page.locator("details").filter({ has: page.getByText("Filters", { exact: true }) });
  if ((await panel.getAttribute("open")) === null) await page.getByText("Filters", { exact: true }).click();
}

describe("catalog page", () => {
  it("shows the title, Reload, the series, the filter bar, the count and the cards", async () => {
    const page = await openCatalog();
    await expect(page.getByRole("heading", { name: "Playbook Catalog", level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Reload" }).isVisible()).resolves.toBe(true);
    const series = page.getByRole("region", { name: "Start with a Series" });
    expect(await series.getByRole("article").count()).toBe(3);
    expect(await foundCount(page)).toBe(DEMO_PLAYBOOK_COUNT);
    const card = results(page).getByRole("article").first();
    expect(await card.textContent()).toMatch(/\d+ min.*5 parts.*[\d,]+ words/);
    expect(await card.getByRole("link", { name: /^View / }).getAttribute("href")).toMatch(/^\/catalog\/[a-z0-9-]+$/);
    // With scripts every change applies at once: "Apply filters" is left for screen readers only.
    const apply = await page.getByRole("button", { name: "Apply filters" }).boundingBox();
    expect(apply?.width).toBeLessThanOrEqual(1);
  });

  it("renders a shared filtered URL on the server, with the same controls and results", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto("/catalog?ai-category=ai-building&sort=title&order=asc");
    expect(await foundCount(page)).toBe(6);
    expect(await cardTitles(page)).toEqual([...(await cardTitles(page))].sort((a, b) => a.localeCompare(b)));
    expect(await page.getByLabel("AI category").inputValue()).toBe("ai-building");
    expect(await page.getByLabel("Sort by").inputValue()).toBe("title");
    await expect(page.getByText("1 active").isVisible()).resolves.toBe(true);
  });

  it("filters by AI and BATON category at once, replacing the URL instead of adding history", async () => {
    const page = await openCatalog();
    const historyLength = await page.evaluate(() => history.length);
    await openPanel(page);
    await page.getByLabel("AI category").selectOption("ai-business");
    await page.waitForURL(/ai-category=ai-business/);
    await waitForCount(page, (count) => count > 0 && count < DEMO_PLAYBOOK_COUNT);
    const aiOnly = await foundCount(page);
    await page.getByLabel("BATON category").selectOption("offer");
    await page.waitForURL(/baton-category=offer/);
    await waitForCount(page, (count) => count < aiOnly);
    expect(query(page)).toBe("?ai-category=ai-business&baton-category=offer");
    for (const title of await cardTitles(page)) expect(title).not.toBe("");
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expect(page.getByText("2 active").isVisible()).resolves.toBe(true);
  });

  it("filters by reading time bucket, listing only guides of that length", async () => {
    const page = await openCatalog();
    await openPanel(page);
    await page.getByLabel("Reading time").selectOption("30+");
    await page.waitForURL(/reading-time=30%2B|reading-time=30\+/);
    await expect
      .poll(() => cardMinutes(page))
      .toSatisfy((list: number[]) => list.length >= 2 && list.every((m) => m > 30));
    await page.getByLabel("Reading time").selectOption("15-30");
    await expect
      .poll(() => cardMinutes(page))
      .toSatisfy((list: number[]) => list.length >= 2 && list.every((m) => m > 15 && m <= 30));
    await page.getByLabel("Reading time").selectOption("0-5");
    await page.waitForURL(/reading-time=0-5/);
    await expect
      .poll(() => cardMinutes(page))
      .toSatisfy((list: number[]) => list.length >= 2 && list.every((m) => m <= 5));
  });

  it("says so when nothing matches", async () => {
    const page = await openCatalog(`/catalog?reading-time=30%2B&search=${"q".repeat(40)}`);
    expect(await foundCount(page)).toBe(0);
    await expect(page.getByText("No playbooks found matching your criteria.").isVisible()).resolves.toBe(true);
  });

  it("adds business areas and tools as chips that the picker no longer offers, and removes them", async () => {
    const page = await openCatalog();
    await openPanel(page);
    const areaPicker = page.getByLabel("Add a business area");
    await areaPicker.selectOption("Community");
    await page.waitForURL(/business-area=Community/);
    await waitForCount(page, (count) => count > 0 && count < DEMO_PLAYBOOK_COUNT);
    const communityOnly = await foundCount(page);
    expect(await areaPicker.locator("option", { hasText: "Community" }).count()).toBe(0);
    await areaPicker.selectOption("Finance");
    await page.waitForURL(/business-area=Community,Finance/);
    await waitForCount(page, (count) => count > communityOnly);

    await page.getByLabel("Add a tool").selectOption("Circle");
    await page.waitForURL(/tools=Circle/);
    await waitForCount(page, (count) => count > 0 && count <= communityOnly + 1);
    await expect(page.getByText("3 active").isVisible()).resolves.toBe(true);

    await page.getByRole("link", { name: "Remove tool Circle" }).click();
    await page.waitForURL((url) => !url.search.includes("tools="));
    await page.getByRole("link", { name: "Clear all" }).click();
    await page.waitForURL(`${baseUrl()}/catalog`);
    await waitForCount(page, (count) => count === DEMO_PLAYBOOK_COUNT);
    await expect(page.getByRole("link", { name: "Clear all" }).count()).resolves.toBe(0);
  });

  it("sorts by every key in both orders", async () => {
    const page = await openCatalog();
    await page.getByLabel("Sort by").selectOption("title");
    await page.waitForURL(/sort=title/);
    await page.getByLabel("Order").selectOption("asc");
    await page.waitForURL(/sort=title&order=asc/);
    await expect.poll(async () => (await cardTitles(page))[0]).toMatch(/^AI Business Ideas/);
    await page.getByLabel("Order").selectOption("desc");
    await expect.poll(async () => (await cardTitles(page))[0]).toMatch(/^Your First Business System Prompt/);
    for (const sort of ["readingTime", "wordCount", "category", "relevance"]) {
      await page.getByLabel("Sort by").selectOption(sort);
      await expect.poll(() => query(page)).toBe(sort === "relevance" ? "" : `?sort=${sort}`);
      expect(await foundCount(page)).toBe(DEMO_PLAYBOOK_COUNT);
    }
  });

  it("searches as you type, ranks title matches first and shows why a body match matched", async () => {
    const page = await openCatalog();
    await page.getByLabel("Search playbooks").fill("spreadsheet");
    await page.waitForURL(/search=spreadsheet/);
    await waitForCount(page, (count) => count > 0 && count < DEMO_PLAYBOOK_COUNT);
    const mark = results(page).locator("mark").first();
    expect((await mark.textContent())?.toLowerCase()).toContain("spreadsheet");

    await page.getByLabel("Search playbooks").fill("newsletter");
    await page.waitForURL(/search=newsletter/);
    await expect.poll(async () => (await cardTitles(page))[0]).toMatch(/Newsletter/);
    await expect(page.getByLabel("Search playbooks").inputValue()).resolves.toBe("newsletter");
  });

  it("never fails on odd search input and finds near matches for typos", async () => {
    const page = await browser.page();
    for (const search of ['"', "' OR 1=1 --", "NEAR(ai", "🚀🔥", "x".repeat(600)]) {
      const response = await page.goto(`/catalog?search=${encodeURIComponent(search)}`);
      expect(response?.status()).toBe(200);
    }
    await page.goto("/catalog?search=promt%20enginering");
    expect(await cardTitles(page)).toContain("Prompt Engineering for Business: Reliable Prompts for Client Work");
    await expect(page.getByText(/No exact matches/).isVisible()).resolves.toBe(true);
  });

  it("works without JavaScript: the GET form applies filters and lands on the canonical URL", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto("/catalog");
    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("BATON category").selectOption("tribe");
    await page.getByLabel("Add a business area").selectOption("Community");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/baton-category=tribe/);
    expect(query(page)).toBe("?baton-category=tribe&business-area=Community");
    const tribeCommunity = await foundCount(page);
    expect(tribeCommunity).toBeGreaterThan(0);

    await page.getByLabel("Add a business area").selectOption("Marketing");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/business-area=Community,Marketing/);
    expect(await foundCount(page)).toBeGreaterThanOrEqual(tribeCommunity);

    await page.getByLabel("Search playbooks").fill("beehiiv newsletter");
    await page.getByLabel("Search playbooks").press("Enter");
    await page.waitForURL(/search=beehiiv%20newsletter/);
    expect(await foundCount(page)).toBeGreaterThan(0);
  });

  it("reloads the list in place", async () => {
    const page = await openCatalog("/catalog?ai-category=ai-authority");
    await page.evaluate(() => ((window as { unloaded?: boolean }).unloaded = false));
    const request = page.waitForRequest(
      (req) => req.url() === `${baseUrl()}/catalog?ai-category=ai-authority` && req.resourceType() === "fetch",
    );
    await page.getByRole("button", { name: "Reload" }).click();
    await request;
    expect(query(page)).toBe("?ai-category=ai-authority");
    await waitForCount(page, (count) => count > 0);
    expect(await page.evaluate(() => (window as { unloaded?: boolean }).unloaded)).toBe(false);
  });

  it("ships no React Router: the filter bar is a React island, and a change swaps the results without a reload", async () => {
    const html = await (await fetch(`${baseUrl()}/catalog`)).text();
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain('rel="modulepreload"');
    const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([
      expect.stringMatching(/^\/assets\/analytics-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/catalog-[\w-]+\.js$/),
    ]);

    const page = await browser.page();
    // A hydration mismatch would make React render the island again on the client, and say so.
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/catalog?business-area=Community&search=plan");
    await waitForIslands(page);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    // A mark on the window survives only if the page is never loaded again.
    await page.evaluate(() => ((window as { unloaded?: boolean }).unloaded = false));
    const search = page.getByLabel("Search playbooks");
    await page.getByRole("link", { name: "Clear all" }).click();
    await page.waitForURL(`${baseUrl()}/catalog`);
    await search.pressSequentially("newsletter", { delay: 30 });
    await page.waitForURL(/search=newsletter/);
    await expect.poll(async () => (await cardTitles(page))[0]).toMatch(/Newsletter/);
    expect(await page.evaluate(() => (window as { unloaded?: boolean }).unloaded)).toBe(false);
    // The search box kept its text and focus all along.
    expect(await search.inputValue()).toBe("newsletter");
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("records a settled search with its number of results for the owner's insights", async () => {
    const page = await openCatalog("/catalog", { userAgent: VISITOR_AGENT });
    await page.getByLabel("Search playbooks").fill("spreadsheet");
    await waitForCount(page, (count) => count > 0 && count < DEMO_PLAYBOOK_COUNT);
    const shown = await foundCount(page);
    const searches = () =>
      withServerDatabase((db) =>
        db.selectFrom("analytics_events").select(["subject", "amount"]).where("name", "=", "search").execute(),
      );
    // Settled after 1.5 s; the collector writes its buffer every second.
    await expect.poll(searches, { timeout: 10_000 }).toEqual([{ subject: "spreadsheet", amount: shown }]);
  });

  it("has no accessibility violations, with the filter panel open and search results shown", async () => {
    const page = await openCatalog("/catalog?search=automation&tools=Zapier");
    await expectNoAxeViolations(page);
    const phone = await browser.page({ width: 375 });
    await phone.goto("/catalog");
    await expectNoAxeViolations(phone);
  });
});
