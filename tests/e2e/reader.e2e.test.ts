import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, waitForEnhancement, withBrowser } from "../support/browser";

const browser = withBrowser();

const PLAYBOOK = "/catalog/ai-fundamentals";
const FIRST_PART = `${PLAYBOOK}/what-generative-ai-really-is`;
const TWEET_PART = "/catalog/newsletter-growth-with-ai/referral-programs-and-growth-channels";
const WIDGET = "https://platform.twitter.com/widgets.js";

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const topNav = (page: Page) => page.getByRole("navigation", { name: "Parts", exact: true });

describe("playbook overview", () => {
  it("shows badges, reading time, words, description, the contents and Start Reading", async () => {
    const page = await browser.page();
    await page.goto(PLAYBOOK);
    expect(await heading(page).textContent()).toBe("AI Fundamentals: How Modern AI Actually Works");
    const badges = await page.getByRole("list", { name: "Categories" }).getByRole("listitem").allTextContents();
    expect(badges).toEqual(["AI Knowledge", "Business"]);
    await expect(page.getByText(/^\d+ min read$/).isVisible()).resolves.toBe(true);
    await expect(
      page
        .getByText(/^[\d,]+ words$/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    const contents = page.getByRole("region", { name: "Playbook Contents" }).getByRole("link");
    expect(await contents.count()).toBe(5);
    expect(await contents.first().textContent()).toMatch(/What Generative AI Really Is\s*[\d,]+ words/);
    expect(await page.getByRole("link", { name: "Start Reading" }).getAttribute("href")).toBe(FIRST_PART);
    expect(await page.getByRole("link", { name: "Back to Catalog" }).getAttribute("href")).toBe("/catalog");
  });
});

describe("part reader", () => {
  it("reads through a playbook with Next to the end, then offers to continue where you left off", async () => {
    const page = await browser.page();
    await page.goto(PLAYBOOK);
    await waitForEnhancement(page);
    await page.getByRole("link", { name: "Start Reading" }).click();
    await page.waitForURL(`**${FIRST_PART}`);
    const titles: string[] = [];
    for (let part = 1; part <= 5; part += 1) {
      await page.getByText(`Part ${part} of 5`).waitFor();
      titles.push((await heading(page).textContent()) ?? "");
      await expect(
        page
          .getByText(/^\d+ min$/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      if (part < 5) await topNav(page).getByRole("link", { name: /^Next/ }).click();
    }
    expect(new Set(titles).size).toBe(5);
    expect(await topNav(page).getByRole("link", { name: /^Next/ }).count()).toBe(0);
    const bottomNav = page.getByRole("navigation", { name: "Parts, end of page" });
    await bottomNav.getByRole("link", { name: /^Previous/ }).waitFor();
    await bottomNav.getByRole("link", { name: "Back to Overview" }).click();
    await page.waitForURL(`**${PLAYBOOK}`);
    const resume = page.getByRole("link", { name: /Continue reading: Part 5/ });
    await resume.waitFor();
    expect(await resume.getAttribute("href")).toBe(`${PLAYBOOK}/your-first-week-of-ai-practice`);
  });

  it("fills the progress bar with the scroll position, capped at 100%", async () => {
    const page = await browser.page({ height: 700 });
    await page.goto(FIRST_PART);
    await waitForEnhancement(page);
    const bar = page.getByRole("progressbar", { name: "Reading progress" });
    expect(await bar.getAttribute("aria-valuenow")).toBe("0");
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2));
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(40);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => bar.getAttribute("aria-valuenow")).toBe("100");
  });

  it("copies the page link and confirms with a toast", async () => {
    const page = await browser.page();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await page.goto(FIRST_PART);
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByText("Link Copied").first().waitFor();
    await expect(page.getByText("Page link copied to clipboard").first().isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}${FIRST_PART}`);
  });

  it("highlights the section being read in the headings list", async () => {
    const page = await browser.page({ height: 700 });
    await page.goto(FIRST_PART);
    await waitForEnhancement(page);
    const toc = page.getByRole("navigation", { name: "On this page" });
    const current = () => toc.locator("a[aria-current=location]").allTextContents();
    expect(await current()).toEqual([]);
    const third = toc.getByRole("link").nth(2);
    await third.click();
    await expect.poll(current).toEqual([await third.textContent()]);
    await page.evaluate(() => window.scrollBy(0, -300));
    await expect.poll(current).toEqual([await toc.getByRole("link").nth(1).textContent()]);
  });

  it("lists the part's headings as anchor links", async () => {
    const page = await browser.page();
    await page.goto(FIRST_PART);
    const toc = page.getByRole("navigation", { name: "On this page" });
    const first = toc.getByRole("link").first();
    const target = (await first.getAttribute("href")) ?? "";
    expect(target).toMatch(/^#[a-z0-9-]+$/);
    await first.click();
    await page.waitForURL(`**${FIRST_PART}${target}`);
    await expect(page.locator(target).isVisible()).resolves.toBe(true);

    // On a phone the list sits above the text instead of beside it.
    const phone = await browser.page({ width: 375, height: 740 });
    await phone.goto(FIRST_PART);
    const phoneToc = phone.getByRole("navigation", { name: "On this page" });
    expect(await phoneToc.count()).toBe(1);
    const tocTop = (await phoneToc.boundingBox())!.y;
    const bodyTop = (await phone.locator(".playbook-prose").boundingBox())!.y;
    expect(tocTop).toBeLessThan(bodyTop);
  });

  it("loads the tweet widget about 500 ms after a page with an embedded tweet, and nowhere else", async () => {
    const page = await browser.page();
    await page.route(WIDGET, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
    // Note when the widget script appeared.
    await page.addInitScript((src) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(`script[src="${src}"]`)) return;
        (window as unknown as { __widgetAt: number }).__widgetAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true });
    }, WIDGET);
    await page.goto(TWEET_PART);
    expect(await page.locator("blockquote.twitter-tweet").count()).toBe(1);
    await page.locator(`script[src="${WIDGET}"]`).waitFor({ state: "attached", timeout: 3000 });
    const afterLoad = await page.evaluate(
      () =>
        (window as unknown as { __widgetAt: number }).__widgetAt -
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    );
    expect(afterLoad).toBeGreaterThanOrEqual(450);

    const other = await browser.page();
    await other.goto(FIRST_PART);
    await waitForEnhancement(other);
    await other.waitForTimeout(1000);
    expect(await other.locator(`script[src="${WIDGET}"]`).count()).toBe(0);
  });

  it("prints the article without the site navigation", async () => {
    const page = await browser.page();
    await page.goto(FIRST_PART);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header").first().isVisible()).resolves.toBe(false);
    await expect(page.locator("footer").isVisible()).resolves.toBe(false);
    await expect(topNav(page).isVisible()).resolves.toBe(false);
    await expect(page.getByRole("progressbar").isVisible()).resolves.toBe(false);
    await expect(heading(page).isVisible()).resolves.toBe(true);
  });

  it("has no accessibility violations on the overview and a part", async () => {
    const page = await browser.page();
    for (const path of [PLAYBOOK, FIRST_PART, TWEET_PART]) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
    const phone = await browser.page({ width: 375, height: 740 });
    await phone.goto(FIRST_PART);
    await expectNoAxeViolations(phone);
  });

  it("wraps long prompts in code blocks on a phone instead of scrolling them sideways", async () => {
    const phone = await browser.page({ width: 375, height: 740 });
    await phone.goto("/catalog/prompt-engineering-for-business/the-role-context-task-format-method");
    const blocks = phone.locator("article pre");
    expect(await blocks.count()).toBeGreaterThan(0);
    const overflowing = await blocks.evaluateAll(
      (pres) => pres.filter((pre) => pre.scrollWidth > pre.clientWidth).length,
    );
    expect(overflowing).toBe(0);
    await expectNoAxeViolations(phone);
  });
});

describe("related reading", () => {
  it("ends the last part with the next playbook of the series and three related ones, each opening its overview", async () => {
    const page = await browser.page();
    await page.goto(PLAYBOOK);
    const lastPart = await page
      .getByRole("region", { name: "Playbook Contents" })
      .getByRole("link")
      .last()
      .getAttribute("href");
    await page.goto(lastPart!);
    const next = page.getByRole("region", { name: "Next in series" });
    expect(await next.getByRole("link", { name: "AI Summer Camp" }).getAttribute("href")).toBe(
      "/series/ai-summer-camp",
    );
    expect(await next.getByRole("heading", { level: 3 }).textContent()).toMatch(/Prompt Engineering/);
    const related = page.getByRole("region", { name: "Related playbooks" });
    const titles = await related.getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toHaveLength(3);
    expect(new Set(titles).size).toBe(3);
    expect(titles.join("|")).not.toMatch(/AI Fundamentals|Prompt Engineering/);
    await expectNoAxeViolations(page);

    await related.getByRole("link", { name: `View ${titles[0]}` }).click();
    await page.waitForURL((url) => url.pathname !== new URL(lastPart!, baseUrl()).pathname);
    expect(await heading(page).textContent()).toBe(titles[0]);
    // The overview ends with its own related reading too.
    await page.getByRole("region", { name: "Related playbooks" }).waitFor();
  });
});

describe("reader errors and redirects", () => {
  it("answers unknown playbooks and parts with 404 and the spec's screens", async () => {
    const page = await browser.page();
    let response = await page.goto("/catalog/no-such-playbook");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Playbook Not Found" }).isVisible()).resolves.toBe(true);
    await expect(page.getByText("Playbook not found", { exact: true }).isVisible()).resolves.toBe(true);
    expect(await page.getByRole("link", { name: "Back to Catalog" }).getAttribute("href")).toBe("/catalog");

    response = await page.goto("/catalog/---");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("No playbook slug provided").isVisible()).resolves.toBe(true);

    response = await page.goto(`${PLAYBOOK}/no-such-part`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Part Not Found" }).isVisible()).resolves.toBe(true);
    await expect(page.getByText("The requested part could not be found.").isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Back to Playbook" }).click();
    await page.waitForURL(`**${PLAYBOOK}`);
    await expectNoAxeViolations(page);
  });

  it("redirects leading-dash slugs permanently to the path without the dash", async () => {
    for (const [from, to] of [
      ["/catalog/-ai-fundamentals", PLAYBOOK],
      ["/catalog/--ai-fundamentals/-what-generative-ai-really-is", FIRST_PART],
      [`${PLAYBOOK}/-what-generative-ai-really-is?ref=x`, `${FIRST_PART}?ref=x`],
    ]) {
      const response = await fetch(`${baseUrl()}${from}`, { redirect: "manual" });
      expect(response.status).toBe(301);
      const location = new URL(response.headers.get("location") ?? "", baseUrl());
      expect(location.pathname + location.search).toBe(to);
    }
    const page = await browser.page();
    await page.goto("/catalog/-ai-fundamentals");
    expect(new URL(page.url()).pathname).toBe(PLAYBOOK);
    await expect(heading(page).textContent()).resolves.toContain("AI Fundamentals");
  });
});
