import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { advance, choose, expectHeading, expectStoredResult, isDisabled } from "./tools-helpers";

const browser = withBrowser();

describe("tools hub", () => {
  it("lists every tool with the badges and the three start buttons", async () => {
    const page = await browser.page();
    await page.goto("/tools");
    await expectHeading(page, "Free AI Business Tools");
    for (const badge of ["100% Free", "No Signup Required", "Instant Results"]) {
      expect(await page.getByText(badge, { exact: true }).isVisible()).toBe(true);
    }
    for (const title of [
      "Workshop Builder",
      "AI Business Quiz",
      "Sales Blocks Diagnostic",
      "90-Day Sprint Planner",
      "Industry AI Translator",
      "Workshop Landing Page Builder",
    ]) {
      expect(await page.getByRole("link", { name: title, exact: true }).count()).toBe(1);
    }
    expect(await page.getByText("PREMIUM").count()).toBe(1);
    await expectNoAxeViolations(page);
    for (const [label, path] of [
      ["Build Your Workshop", "/tools/workshop-builder"],
      ["Find Your Business", "/tools/ai-business-quiz"],
      ["Overcome Sales Blocks", "/tools/sales-blocks"],
    ] as const) {
      expect(await page.getByRole("link", { name: label }).getAttribute("href")).toBe(path);
    }
  });
});

describe("workshop builder", () => {
  it("walks six steps with validation to the blueprint and the resources pack", async () => {
    const page = await browser.page();
    await page.goto("/tools/workshop-builder");
    await waitForHydration(page);
    expect(await page.getByText("Step 1 of 6").isVisible()).toBe(true);
    expect(await isDisabled(page, "Previous")).toBe(true);
    expect(await isDisabled(page, "Next")).toBe(true);
    await expectNoAxeViolations(page);

    await choose(page, "Real estate");
    expect(await isDisabled(page, "Next")).toBe(false);
    await advance(page, "Next", "Step 2 of 6");
    await choose(page, "Basic user");
    await advance(page, "Next", "Step 3 of 6");
    await choose(page, "Tool know-how");
    await advance(page, "Next", "Step 4 of 6");
    expect(await page.getByText("3-6 hours").isVisible()).toBe(true);
    await choose(page, "Intensive");
    await advance(page, "Next", "Step 5 of 6");

    // Step 5 needs both the location and the market.
    await choose(page, "United States");
    expect(await isDisabled(page, "Next")).toBe(true);
    await choose(page, "Private");
    await expectNoAxeViolations(page);
    await advance(page, "Next", "Step 6 of 6");

    // A reload mid-way keeps every answer so far.
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByText("Step 6 of 6").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Previous" }).click();
    await page.getByText("Step 5 of 6").waitFor();
    expect(await page.getByRole("radio", { name: /United States/ }).isChecked()).toBe(true);
    await advance(page, "Next", "Step 6 of 6");

    await choose(page, "Weekly");
    await advance(page, "Get My Plan", "Here's Your Personalized Workshop Blueprint");
    const results = (await page.locator("main").textContent()) ?? "";
    expect(results).toContain("AI for Real Estate Teams");
    expect(results).toContain("Hands-on Demo + Practice");
    // 800 (US) × 1.5 (private) × 2 (intensive) = 2,400; range 0.8x-1.4x; 4 sessions a month.
    expect(results).toContain("$1,920 - $3,360");
    expect(results).toContain("$9,600");
    expect(results).toContain("95%");
    await expectNoAxeViolations(page);

    await expectStoredResult(browser, page, "Here's Your Personalized Workshop Blueprint", "$1,920 - $3,360");

    await page.getByRole("link", { name: "Get Free Resources Pack" }).click();
    // The card lists what the pack really holds: no video is claimed, because there is none.
    const card = page.getByRole("region", { name: "Your Free Workshop Resources Pack" });
    await card.waitFor();
    for (const item of ["Slide Outline", "Printable AI Cheat Sheet", "Visual Explainer", "56 Prompts"]) {
      expect(await card.getByText(item, { exact: false }).count()).toBe(1);
    }
    expect(await card.getByText(/video/i).count()).toBe(0);
    // An empty e-mail does not submit.
    await page.getByRole("button", { name: "Get My Resources" }).click();
    expect(await page.getByRole("link", { name: "Open My Resources Pack" }).count()).toBe(0);
    await page.getByLabel("Email address").fill("planner@example.com");
    await page.getByRole("button", { name: "Get My Resources" }).click();
    // No newsletter provider is configured here: the pack opens on the page, and nothing claims an e-mail.
    await expectHeading(page, "Your Resources Pack Is Ready");
    const ready = (await page.locator("main").textContent()) ?? "";
    expect(ready).not.toMatch(/Resources Sent|inbox|e-?mailed|Check your email/i);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Open My Resources Pack" }).click();
    await expectHeading(page, "Your Workshop Resources Pack");
    expect(page.url()).toMatch(/\/resources\/[A-Za-z0-9_-]{22}$/);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /Printable AI Cheat Sheet/ }).click();
    await expectHeading(page, "Printable AI Cheat Sheet for Participants");
    expect(await page.getByRole("table").count()).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page);
    // On paper: no site chrome, no buttons, the sheet in a smaller type.
    const screenSize = await page.locator("article").evaluate((article) => getComputedStyle(article).fontSize);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("header").first().isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: /Next:/ }).isVisible()).toBe(false);
    expect(await page.getByRole("heading", { name: "Never paste in" }).isVisible()).toBe(true);
    const printSize = await page.locator("article").evaluate((article) => getComputedStyle(article).fontSize);
    expect(parseFloat(printSize)).toBeLessThan(parseFloat(screenSize));
    await page.emulateMedia({ media: "screen" });
    await page.getByRole("link", { name: /Next: Visual Explainer/ }).click();
    await expectHeading(page, "Visual Explainer: How an AI Assistant Answers");
    await page.getByRole("img", { name: /Flow from a prompt to an answer/ }).waitFor();
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expectHeading(page, "Here's Your Personalized Workshop Blueprint");

    await page.getByRole("link", { name: "Start Over" }).click();
    await page.getByText("Step 1 of 6").waitFor();
    expect(await page.getByRole("radio", { name: "Real estate" }).isChecked()).toBe(false);
  });

  it("is operable with the keyboard alone", async () => {
    const page = await browser.page();
    await page.goto("/workshop-builder");
    await waitForHydration(page);
    await page.getByRole("radio", { name: "Education" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: "Marketing" }).isChecked()).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByText("Step 2 of 6").waitFor();
    // Focus moves to the new question for keyboard and screen-reader users.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "How comfortable is your audience with AI?",
    );
  });

  it("works before JavaScript loads: plain forms, server-side validation", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto("/tools/workshop-builder");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Please answer this question to continue.").waitFor();
    const answers = ["Legal", "Never used AI", "Facilitation", "Intro session", "Elsewhere", "Mixed", "Trial run"];
    for (const answer of answers) {
      await choose(page, answer);
      if (answer === "Elsewhere") continue;
      await page.getByRole("button", { name: answer === "Trial run" ? "Get My Plan" : "Next" }).click();
    }
    await expectHeading(page, "Here's Your Personalized Workshop Blueprint");
    const results = (await page.locator("main").textContent()) ?? "";
    expect(results).toContain("AI Fundamentals Workshop");
    expect(results).toContain("Interactive Workshop");
    expect(results).toContain("£400 - £700");
    expect(page.url()).toMatch(/\/tools\/results\/[A-Za-z0-9_-]{22}$/);

    // The pack form is a plain post too; the page it returns to shows this browser's link at once.
    await page.getByRole("link", { name: "Get Free Resources Pack" }).click();
    await page.getByLabel("Email address").fill("no-script-planner@example.com");
    await page.getByRole("button", { name: "Get My Resources" }).click();
    await expectHeading(page, "Your Resources Pack Is Ready");
    await page.getByRole("link", { name: "Open My Resources Pack" }).click();
    await expectHeading(page, "Your Workshop Resources Pack");
  });
});
