import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { advance, choose, expectHeading, isDisabled } from "./tools-helpers";

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

    await choose(page, "Real Estate");
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

    await page.getByRole("link", { name: "Get Free Resources Pack" }).click();
    for (const item of ["slide deck", "cheat sheet", "Video tutorial", "Visual explainer", "50+"]) {
      await page.getByText(item, { exact: false }).first().waitFor();
    }
    // An empty e-mail does not submit.
    await page.getByRole("button", { name: "Send My Resources" }).click();
    expect(await page.getByRole("heading", { name: "You are on the list" }).count()).toBe(0);
    await page.getByLabel("Email address").fill("planner@example.com");
    await page.getByRole("button", { name: "Send My Resources" }).click();
    // No newsletter provider on the test server: nothing is sent, and nothing claims it was.
    await expectHeading(page, "You are on the list");
    expect(await page.getByText("Resources Sent!").count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Start Over" }).click();
    await page.getByText("Step 1 of 6").waitFor();
    expect(await page.getByRole("radio", { name: "Real Estate" }).isChecked()).toBe(false);
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
  });
});
