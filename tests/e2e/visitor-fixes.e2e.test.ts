import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, storeInServerDatabase, withBrowser } from "../support/browser";
import { testPart, testPlaybook } from "../support/playbooks";

const browser = withBrowser();

/** A part of plain paragraphs (no headings) with a four-column table of long cells, as imported guides have. */
const WIDE_TABLE = `<p>Compare the three plans before you price your own.</p>
<table><caption>Plans compared</caption><thead><tr><th>Plan</th><th>What the client gets every month</th><th>Price per month</th><th>Best for which kind of client</th></tr></thead>
<tbody><tr><td>Starter retainer</td><td>Two automations maintained, one new workflow, a monthly report</td><td>USD 1,500</td><td>Owner-led firms with one repetitive process</td></tr>
<tr><td>Growth retainer</td><td>Five automations maintained, two new workflows, weekly office hours</td><td>USD 3,800</td><td>Teams of ten to fifty with an operations lead</td></tr></tbody></table>
<p>Whichever you pick, price the outcome, not the hours.</p>`;

describe("what visitors meet at 390 px", () => {
  it("shows no empty 'On this page' box for a part without headings, and scrolls a wide table in its own box", async () => {
    await storeInServerDatabase([
      testPlaybook({
        slug: "retainer-pricing",
        title: "Retainer Pricing",
        parts: [{ ...testPart(1), title: "Plans", slug: "plans", html: WIDE_TABLE, headings: [] }, testPart(2)],
      }),
    ]);
    const page = await browser.page({ width: 390, height: 844 });
    await page.goto("/catalog/retainer-pricing/plans");
    await page.getByRole("heading", { level: 1, name: "Plans" }).waitFor();
    expect(await page.getByRole("navigation", { name: "On this page" }).count()).toBe(0);
    // No box drawn around nothing: every visible bordered element holds some text or media.
    const emptyBoxes = await page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((element) => {
          const style = getComputedStyle(element);
          const drawn = style.borderTopStyle !== "none" && style.borderTopWidth !== "0px";
          return drawn && element.getBoundingClientRect().height > 0 && element.textContent?.trim() === "";
        })
        .filter((element) => !["IMG", "INPUT", "HR", "TD", "TH", "IFRAME", "svg"].includes(element.tagName))
        .map((element) => element.outerHTML.slice(0, 120)),
    );
    expect(emptyBoxes).toEqual([]);

    // The page itself never scrolls sideways; the table's own region does, and takes focus.
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    const scroller = page.getByRole("region", { name: "Plans compared" });
    const box = await scroller.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(box.scroll).toBeGreaterThan(box.client);
    await scroller.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
});

/** A page of each kind a visitor meets, from the demo library. */
const PAGES_AT_390 = [
  "/",
  "/catalog",
  "/catalog?search=pricing",
  "/catalog/ai-fundamentals",
  "/catalog/prompt-engineering-for-business/the-role-context-task-format-method",
  "/categories/ai-knowledge",
  "/series/ai-summer-camp",
  "/tools",
  "/ask",
];
const NOT_FOUND = "/an/old/address";

describe("every kind of page at 390 px", () => {
  it("fits the screen: no page scrolls sideways", async () => {
    const page = await browser.page({ width: 390, height: 844 });
    const wider: string[] = [];
    for (const pathname of [...PAGES_AT_390, NOT_FOUND]) {
      const response = await page.goto(pathname);
      expect(response?.status(), pathname).toBe(pathname === NOT_FOUND ? 404 : 200);
      await page.locator("main").first().waitFor();
      const { scroll, view } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        view: window.innerWidth,
      }));
      if (scroll > view) wider.push(`${pathname}: ${scroll} px`);
    }
    expect(wider).toEqual([]);
  });
});

describe("the Page not found screen", () => {
  it("offers the catalog's search and a few popular playbooks, not only the way home", async () => {
    const page = await browser.page();
    const response = await page.goto("/2019/03/an-address-from-the-old-site");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    const popular = page.getByRole("region", { name: "Popular playbooks" }).getByRole("link");
    expect(await popular.count()).toBe(4);
    await expect(page.getByRole("link", { name: "Return to Home" }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);

    const search = page.getByRole("search", { name: "Playbooks" });
    await search.getByLabel("Search the playbooks").fill("pricing");
    await search.getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/catalog?search=pricing");
    await page
      .getByText(/playbooks? found/)
      .first()
      .waitFor();
  });
});
