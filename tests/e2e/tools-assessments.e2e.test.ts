import { describe, expect, it } from "vitest";
import { SALES_BLOCK_QUESTIONS } from "~/modules/tools/sales-blocks/questions";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { advance, choose, expectHeading, expectStoredResult, isDisabled } from "./tools-helpers";

const browser = withBrowser();

const textFor = (index: number, block: string) =>
  SALES_BLOCK_QUESTIONS[index]!.options.find((option) => option.block === block)!.text;

describe("Sales Blocks Diagnostic", () => {
  it("shuffles options once per visit, lets answers change and reports the blocks", async () => {
    const page = await browser.page();
    await page.goto("/tools/sales-blocks");
    await waitForHydration(page);
    for (const fact of ["10 questions", "About 3 minutes"]) expect(await page.getByText(fact).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Start Quiz" }).click();
    await page.getByText("Question 1 of 10").waitFor();
    expect(await page.getByText("10%", { exact: true }).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get("seed")).toMatch(/^[0-9a-f]{8}$/);

    const order = await page
      .getByRole("radio")
      .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    await page.reload();
    await waitForHydration(page);
    expect(
      await page.getByRole("radio").evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)),
    ).toEqual(order);
    await expectNoAxeViolations(page);

    // Six avoider answers and four perfectionist ones; the first answer is changed on the way.
    for (let index = 0; index < 10; index += 1) {
      const block = index < 6 ? "avoider" : "perfectionist";
      expect(await isDisabled(page, index === 9 ? "See My Report" : "Next")).toBe(true);
      await choose(page, index === 0 ? textFor(0, "self-doubter") : textFor(index, block));
      if (index === 9) break;
      await advance(page, "Next", `Question ${index + 2} of 10`);
      if (index === 0) {
        await page.getByRole("link", { name: "Previous" }).click();
        await page.getByText("Question 1 of 10").waitFor();
        await choose(page, textFor(0, "avoider"));
        await advance(page, "Next", "Question 2 of 10");
      }
    }
    await advance(page, "See My Report", "Your Sales Blocks Report");
    expect(await page.getByRole("heading", { name: "The Avoider" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "The Perfectionist" }).isVisible()).toBe(true);
    const report = (await page.locator("main").textContent()) ?? "";
    expect(report).toContain("60%");
    expect(report).toContain("40%");
    expect(await page.getByText("Three quick wins").count()).toBe(2);
    expect(await page.getByRole("button", { name: "Print Report" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await expectStoredResult(browser, page, "Your Sales Blocks Report", "The Perfectionist");
    // On paper: the report without the site chrome and buttons.
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("header").first().isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Print Report" }).isVisible()).toBe(false);
    expect(await page.getByRole("heading", { name: "The Avoider" }).isVisible()).toBe(true);
    await page.emulateMedia({ media: "screen" });
    const tracking = await page.evaluate(() => JSON.parse(localStorage.getItem("initial_tracking") ?? "{}"));
    expect(tracking).toMatchObject({ currentTool: "sales-blocks", leadMagnet: "Sales Blocks Diagnostic" });

    await page.getByRole("link", { name: "Retake Quiz" }).click();
    await page.getByRole("link", { name: "Start Quiz" }).waitFor();
  });
});

describe("90-Day Sprint Planner", () => {
  it("validates each answer, shows the hints and generates the plan", async () => {
    const page = await browser.page();
    await page.goto("/tools/sprint-planner");
    await waitForHydration(page);
    expect(await page.getByText("Phase 1 of 3: Goal Discovery").isVisible()).toBe(true);
    const goal = page.getByRole("textbox", { name: /one goal/ });
    await goal.fill("   ");
    expect(await isDisabled(page, "Next")).toBe(true);
    await goal.fill("Sign three clients for my AI audit");
    await expectNoAxeViolations(page);
    await advance(page, "Next", "Question 2 of 8");
    await page.getByRole("textbox", { name: /Why does this goal matter/ }).fill("Leave my agency job by summer");
    await advance(page, "Next", "Question 3 of 8");
    await page.getByRole("textbox", { name: /succeeded/ }).fill("£2,500 each from 3 clients, and a waiting list");
    await advance(page, "Next", "Question 4 of 8");

    const slider = page.getByRole("slider");
    expect(await slider.inputValue()).toBe("5");
    expect(await page.getByText("What would need to change to make you more confident?").isVisible()).toBe(true);
    await slider.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowRight");
    expect(await page.getByText("What would need to change to make you more confident?").count()).toBe(0);
    await advance(page, "Next", "Question 5 of 8");
    expect(await page.getByText("Phase 2 of 3: Reality Check").isVisible()).toBe(true);

    const hours = page.getByRole("spinbutton");
    expect(await hours.inputValue()).toBe("10");
    await hours.fill("3");
    await page.getByText("That's tight. We'll adjust the goal to be realistic.").waitFor();
    await hours.fill("25");
    await page.getByText("That's ambitious. Can you sustain that for 12 weeks?").waitFor();
    await hours.fill("41");
    expect(await isDisabled(page, "Next")).toBe(true);
    await hours.fill("");
    expect(await isDisabled(page, "Next")).toBe(true);
    await hours.fill("8");
    await advance(page, "Next", "Question 6 of 8");

    // A reload mid-way keeps the answers so far.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("link", { name: "Previous" }).click();
    await page.getByText("Question 5 of 8").waitFor();
    expect(await page.getByRole("spinbutton").inputValue()).toBe("8");
    await advance(page, "Next", "Question 6 of 8");

    await choose(page, "Perfectionism");
    await advance(page, "Next", "Question 7 of 8");
    await page.getByRole("textbox", { name: /skills, tools or support/ }).fill("A LinkedIn network of 2,000 people");
    await advance(page, "Next", "Question 8 of 8");
    await page.getByRole("textbox", { name: /last time/ }).fill("I built a course but never launched it");
    await advance(page, "Review My Answers", "Phase 3 of 3: Plan Generation");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Generate My 90-Day Plan" }).click();
    await expectHeading(page, "Your 90-Day Sprint Plan");
    const plan = (await page.locator("main").textContent()) ?? "";
    for (const part of [
      "Your vision",
      "12 weekly milestones",
      "Daily minimums",
      "Week one, day by day",
      "Obstacle playbook",
      "Weekly rhythm",
    ]) {
      expect(plan).toContain(part);
    }
    expect(plan).toContain("Sign three clients for my AI audit");
    // The visitor's measure, whole: not split at its comma or its "and".
    await page
      .getByRole("listitem")
      .filter({ hasText: /^£2,500 each from 3 clients, and a waiting list$/ })
      .waitFor();
    expect(plan).toContain("Perfectionism");
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
      expect(plan).toContain(day);
    expect(await page.getByRole("button", { name: /^Week \d+/ }).count()).toBe(12);
    await page.getByRole("button", { name: "Week 7" }).click();
    expect(await page.getByRole("button", { name: "Week 7" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator("p[aria-live]").textContent()).toMatch(/^Week 7: /);
    expect(await page.getByRole("button", { name: "Print My Plan" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    // Before, the plan was gone on reload: now it is at its own link.
    await expectStoredResult(browser, page, "Your 90-Day Sprint Plan", "Sign three clients for my AI audit");
  });
});
