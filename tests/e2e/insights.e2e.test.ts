import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { reuseAdminSession, signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser, withServerDatabase } from "../support/browser";
import { advance, choose, waitForToast } from "./tools-helpers";

/**
 * A desktop Chrome: headless Chromium's own user agent says "HeadlessChrome", which analytics
 * drop as a bot. Set for the whole browser, since a context's agent is not the one a page's
 * last beacon carries as it unloads.
 */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";
reuseAdminSession();
const browser = withBrowser({ userAgent: VISITOR_AGENT });

const QUIZ_ANSWERS = [
  "Technology & IT",
  "Technical problem-solving",
  "With small groups, live",
  "20k+ a month",
  "AI Expert",
];

/** Opens the first demo playbook's first part and scrolls to the end of it; returns the playbook's title. */
async function readFirstPartToTheEnd(page: Page): Promise<string> {
  await page.goto("/catalog");
  const overview = await page.locator("main a[href^='/catalog/']").first().getAttribute("href");
  await page.goto(overview!);
  const title = await page.getByRole("heading", { level: 1 }).textContent();
  await page.locator(`main a[href^='${overview}/']`).first().click();
  await page.waitForURL((url) => url.pathname.startsWith(`${overview}/`));
  await page.locator("[data-read-depth]").waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  return title!.trim();
}

/** The quiz through its intro card, then the e-mail that unlocks the roadmaps. */
async function takeQuizAndSubscribe(page: Page, email: string): Promise<void> {
  await page.goto("/tools/ai-business-quiz-intro");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Start the Quiz" }).click();
  for (const [index, answer] of QUIZ_ANSWERS.entries()) {
    await choose(page, answer);
    await advance(
      page,
      index === 4 ? "See My Results" : "Next",
      index === 4 ? "Your AI Business Blueprint" : `Question ${index + 2} of 5`,
    );
  }
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Unlock My Roadmap" }).click();
  await waitForToast(page, "Your AI business blueprint has been unlocked.");
}

/**
 * Keeps the body of every beacon the page sends, in local storage so that those sent as a
 * page unloads are kept too (the browser's network events stop with the page).
 */
async function recordBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const sent = JSON.parse(localStorage.getItem("test:beacons") ?? "[]") as unknown[];
      localStorage.setItem("test:beacons", JSON.stringify([...sent, JSON.parse(String(data))]));
      return send(url, data);
    };
  });
}

const beaconsSent = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem("test:beacons") ?? "[]") as { name: string; amount?: number }[][],
  );

async function cellsOf(page: Page, region: string, row: string | RegExp): Promise<string[]> {
  const found = page.getByRole("region", { name: region }).getByRole("row", { name: row });
  return (await found.getByRole("cell").allTextContents()).map((text) => text.trim());
}

async function openInsights(page: Page): Promise<void> {
  await signInAsAdmin(page, { next: "/admin/insights?range=today" });
  await page.getByRole("heading", { name: "Insights", level: 1 }).waitFor();
}

describe("owner insights", () => {
  it("follows a campaign visitor through reading, the quiz and the e-mail, and attributes the lead", async () => {
    const visitor = await browser.page();
    await visitor.goto("/?utm_source=linkedin&utm_medium=social&utm_campaign=spring-launch");
    await recordBeacons(visitor);
    const playbook = await readFirstPartToTheEnd(visitor);
    // No analytics cookie, before or after: the visitor is counted by a daily hash on the server.
    expect(await visitor.context().cookies()).toEqual([]);
    await takeQuizAndSubscribe(visitor, "campaign-reader@example.com");
    // The part's four depth marks left together, in one beacon, when the reader moved on.
    const depthMarks = (await beaconsSent(visitor))
      .map((events) => events.filter((event) => event.name === "read").map((event) => event.amount))
      .filter((marks) => marks.length > 0);
    expect(depthMarks).toEqual([[25, 50, 75, 100]]);

    const owner = await browser.page();
    await openInsights(owner);
    const subscribers = owner.getByRole("region", { name: /Headline figures/ }).getByText("New subscribers");
    expect(await subscribers.locator("..").locator("dd").first().textContent()).toBe("1");

    expect(await cellsOf(owner, "Campaigns", /linkedin \/ social \/ spring-launch/)).toEqual([
      "linkedin / social / spring-launch",
      "1",
      "1",
      "1",
    ]);
    const playbookRow = owner
      .getByRole("region", { name: "Top playbooks" })
      .getByRole("row", { name: new RegExp(playbook) });
    expect(
      await playbookRow.getByRole("img", { name: /readers finishing each part/ }).getAttribute("aria-label"),
    ).toContain("(part number, readers): 1 1, 2 0");

    const quizFunnel = owner.getByRole("article", { name: "AI Business Quiz" });
    const introFunnel = quizFunnel.getByRole("table", { name: /Intro door.* funnel/ });
    for (const stage of ["Viewed", "Started", "Completed", "Left e-mail"])
      expect(
        (
          await introFunnel
            .getByRole("row", { name: new RegExp(`^${stage}`) })
            .getByRole("cell")
            .nth(1)
            .textContent()
        )?.trim(),
      ).toBe("1");
    expect(await quizFunnel.getByText(/Steps reached, every door together: step 1: 1 · step 2: 1/).count()).toBe(1);
    expect(await cellsOf(owner, "Quiz: intro against direct", /^Intro/)).toEqual([
      "Intro (/tools/ai-business-quiz-intro)",
      "1",
      "1",
      "100%",
      "1",
      "100%",
    ]);
    // One counted visitor, who subscribed.
    const conversion = owner.getByRole("region", { name: /Headline figures/ }).getByText("Conversion rate");
    expect(await conversion.locator("..").locator("dd").first().textContent()).toBe("100%");
    await expectNoAxeViolations(owner);

    const csv = await owner.request.get("/admin/insights.csv?table=campaigns&range=today");
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain("linkedin / social / spring-launch,1,1,1");

    await owner.goto("/admin/leads?search=campaign-reader");
    const lead = owner.getByRole("row", { name: /campaign-reader@example.com/ });
    expect(await lead.getByRole("cell").nth(3).textContent()).toContain("linkedin / social / spring-launch");
    expect(await lead.getByRole("cell").nth(4).textContent()).toContain("linkedin / social / spring-launch");
  });

  it("keeps a direct first visit as the first touch and a later campaign visit as the last", async () => {
    const visitor = await browser.page();
    await visitor.goto("/catalog");
    await visitor.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=march-issue");
    await takeQuizAndSubscribe(visitor, "returning-reader@example.com");

    const owner = await browser.page();
    await signInAsAdmin(owner, { next: "/admin/leads?search=returning-reader" });
    const lead = owner.getByRole("row", { name: /returning-reader@example.com/ });
    const [firstTouch, lastTouch] = await Promise.all([
      lead.getByRole("cell").nth(3).textContent(),
      lead.getByRole("cell").nth(4).textContent(),
    ]);
    expect(firstTouch).toContain("direct / organic / unknown");
    expect(lastTouch).toContain("newsletter / email / march-issue");

    const csv = await (await owner.request.get("/admin/leads.csv?search=returning-reader")).text();
    const [header, row] = csv
      .trim()
      .split("\r\n")
      .map((line) => line.split(","));
    const field = (name: string) => row![header!.indexOf(name)];
    expect([field("utm_source"), field("utm_campaign"), field("last_utm_source"), field("last_utm_campaign")]).toEqual([
      "direct",
      "unknown",
      "newsletter",
      "march-issue",
    ]);
    // The e-mail was left on the quiz's stored result, which the insights count under the intro door.
    expect(field("conversion_page")).toMatch(/^\/tools\/results\/[A-Za-z0-9_-]{22}$/);
  });

  it("stores no address and records nothing for a visitor who sends Global Privacy Control", async () => {
    const countEvents = () =>
      withServerDatabase(async (db) => (await db.selectFrom("analytics_events").selectAll().execute()).length);
    // Events of the tests before have been written (the buffer is flushed every second).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = await countEvents();
    const private_ = await browser.page({ extraHTTPHeaders: { "Sec-GPC": "1" } });
    // A browser with Global Privacy Control on also says so to scripts.
    await private_.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
    await private_.goto("/catalog");
    await readFirstPartToTheEnd(private_);
    await private_.goto("/catalog"); // leaving the part is when its depth marks would be sent
    await private_.waitForTimeout(1500);
    expect(await countEvents()).toBe(before);
    // Their e-mail is kept all the same: a new subscriber whose visit was not counted.
    await takeQuizAndSubscribe(private_, "private-reader@example.com");
    await private_.waitForTimeout(1500);
    expect(await countEvents()).toBe(before);

    const rows = await withServerDatabase((db) => db.selectFrom("analytics_events").selectAll().execute());
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.visitor).toMatch(/^[0-9a-f]{16}$/);
      expect(JSON.stringify(row)).not.toMatch(/127\.0\.0\.1|::1|Chrome\/139/);
    }
  });

  it("counts a page opened from a prefetch once, though the server only saw the prefetch", async () => {
    const reader = await browser.page({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.60" } });
    await reader.goto("/catalog");
    const link = reader.locator("main a[href^='/catalog/']").first();
    const href = (await link.getAttribute("href"))!;
    const views = () =>
      withServerDatabase(
        async (db) =>
          (
            await db
              .selectFrom("analytics_events")
              .select("path")
              .where("name", "=", "pageview")
              .where("path", "=", href)
              .execute()
          ).length,
      );
    // The first test opened this page too; its view has been written (the buffer is flushed every second).
    const before = await views();
    // Resting on a link makes the browser prefetch its page (speculation rules, moderate eagerness).
    await link.hover();
    await reader.waitForTimeout(1000);
    await link.click();
    await reader.waitForURL((url) => url.pathname === href);
    const delivery = await reader.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string })
          .deliveryType,
    );
    await reader.goto("/tools");
    await expect.poll(views, { timeout: 10_000 }).toBeGreaterThan(before);
    // Once, not twice: nothing more arrives after another flush.
    await reader.waitForTimeout(1500);
    expect(await views()).toBe(before + 1);
    expect(delivery).toBe("navigational-prefetch");
  });

  it("shows the owner what was not counted: subscribers outside the conversion rate, and events refused", async () => {
    // A script in a real browser at another address: more events than any page sends, on one page view, and
    // a beacon that names no page view at all.
    const flooder = await browser.page({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.77" } });
    await flooder.goto("/catalog");
    const answers = await flooder.evaluate(async () => {
      const timing = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const view = timing.serverTiming.find((entry) => entry.name === "view")?.description;
      const event = { name: "search", subject: "made up", amount: 0, path: "/catalog" };
      const post = (query: string, count: number) =>
        fetch(`/api/event${query}`, { method: "POST", body: JSON.stringify(Array(count).fill(event)) });
      const statuses: number[] = [];
      for (let beacon = 0; beacon < 15; beacon += 1) statuses.push((await post(`?v=${view}`, 10)).status);
      statuses.push((await post("", 3)).status);
      return statuses;
    });
    // 100 events a page view: the first ten beacons are taken, the next five refused, the one without a view too.
    expect(answers).toEqual([...Array(10).fill(204), ...Array(5).fill(429), 403]);

    const owner = await browser.page();
    await openInsights(owner);
    const headline = owner.getByRole("region", { name: /Headline figures/ });
    const subscribers = headline.getByText("New subscribers").locator("..");
    expect(await subscribers.locator("dd").first().textContent()).toBe("3");
    expect(await subscribers.textContent()).toContain(
      "1 of them was not counted as visitors (Do Not Track, Global Privacy Control, a bot, or over a limit)",
    );
    expect(await headline.textContent()).toContain(
      "Not counted: 50 events refused as excess (over the limits per address, visitor and page view), 3 events not tied to a page this site served",
    );
    // The flood's made-up search counts one searcher: it cannot lead the searches that found nothing.
    expect(await cellsOf(owner, "Catalog searches", /made up/)).toEqual(["made up", "1", "100", "No results"]);
    await expectNoAxeViolations(owner);
  });
});
