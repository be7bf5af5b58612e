import { describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { advance, choose, expectHeading, expectStoredResult, isDisabled, waitForToast } from "./tools-helpers";

const browser = withBrowser();

const ANSWERS = [
  "Technology & IT",
  "Technical problem-solving",
  "With small groups, live",
  "20k+ a month",
  "AI Expert",
];

describe("AI Business Quiz", () => {
  it("recommends three models and unlocks the roadmaps with an e-mail", async () => {
    const page = await browser.page();
    await page.goto("/tools/ai-business-quiz");
    await waitForHydration(page);
    for (const [index, answer] of ANSWERS.entries()) {
      expect(await page.getByText(`Question ${index + 1} of 5`).isVisible()).toBe(true);
      expect(await isDisabled(page, index === 4 ? "See My Results" : "Next")).toBe(true);
      if (index === 0) await expectNoAxeViolations(page);
      await choose(page, answer);
      await advance(
        page,
        index === 4 ? "See My Results" : "Next",
        index === 4 ? "Your AI Business Blueprint" : `Question ${index + 2} of 5`,
      );
    }

    const models = page.locator("main ol > li h3");
    expect(await models.allTextContents()).toEqual([
      "AI Automation Specialist",
      "AI Implementation Consultant",
      // Small groups: the workshop model takes third place.
      "AI Workshop Facilitator",
    ]);
    expect(await page.getByText("Your 5-step roadmap").count()).toBe(0);
    expect(await page.getByRole("link", { name: /Playbook$/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await expectStoredResult(browser, page, "Your AI Business Blueprint", "AI Automation Specialist");

    // The tracking helper recorded the completed tool.
    const tracking = await page.evaluate(() => JSON.parse(localStorage.getItem("initial_tracking") ?? "{}"));
    expect(tracking).toMatchObject({
      leadMagnet: "AI Business Quiz",
      currentTool: "ai-business-quiz",
      referrer: "direct",
    });

    await page.getByLabel("Email address").fill("quiz-taker@example.com");
    await page.getByRole("button", { name: "Unlock My Roadmap" }).click();
    // No newsletter provider on the test server: the toast promises no e-mail.
    await waitForToast(page, "Your AI business blueprint has been unlocked.");
    expect(await page.getByText("Check your email").count()).toBe(0);
    await page.getByText("Your 5-step roadmap").first().waitFor();
    expect(await page.getByText("Your 5-step roadmap").count()).toBe(3);
    expect(await page.getByRole("heading", { name: "Unlock your step-by-step roadmap" }).count()).toBe(0);
    // Every lead gets the resources pack, at this browser's own link.
    const pack = page.getByRole("link", { name: "Open My Resources Pack" });
    expect(await pack.getAttribute("href")).toMatch(/^\/resources\/[A-Za-z0-9_-]{22}$/);
    // No offer page is configured here: no paid-offer button and no Workshop Kit prompt pretend otherwise.
    expect(await page.getByRole("heading", { name: "Want to run AI workshops fast?" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /Explore the .* Program/ }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Every free-playbook link leads to a real playbook.
    const hrefs = await page
      .getByRole("link", { name: /Playbook$/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      "/catalog/automation-business",
      "/catalog/first-steps-in-ai-consulting",
      "/catalog/profitable-workshops",
    ]);
    for (const href of hrefs) expect((await fetch(`${baseUrl()}${href}`)).status).toBe(200);

    // The unlock is remembered on the server side of a reload; another browser opening the link sees it locked.
    await page.reload();
    expect(await page.getByText("Your 5-step roadmap").count()).toBe(3);
    const elsewhere = await browser.page();
    await elsewhere.goto(page.url());
    await expectHeading(elsewhere, "Unlock your step-by-step roadmap");
    expect(await elsewhere.getByRole("link", { name: "Open My Resources Pack" }).count()).toBe(0);
    expect(await elsewhere.getByText("Your 5-step roadmap").count()).toBe(0);
  });

  it("finishes and unlocks with plain form posts before JavaScript loads", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    const query = new URLSearchParams({
      industry: "marketing",
      skill: "writing",
      delivery: "digital",
      income: "5k-10k",
      confidence: "4",
      step: "5",
    });
    await page.goto(`/tools/ai-business-quiz?${query}`);
    await page.getByRole("button", { name: "See My Results" }).click();
    await expectHeading(page, "Your AI Business Blueprint");
    expect(page.url()).toMatch(/\/tools\/results\/[A-Za-z0-9_-]{22}$/);
    await page.getByLabel("Email address").fill("no-script@example.com");
    await page.getByRole("button", { name: "Unlock My Roadmap" }).click();
    await page.waitForURL(/subscribed=none/);
    expect(await page.getByText("Your 5-step roadmap").count()).toBe(3);
    expect(await page.getByRole("link", { name: "Read the Content Engine Playbook" }).getAttribute("href")).toBe(
      "/catalog/ai-content-engine",
    );
    await page.getByRole("link", { name: "Open My Resources Pack" }).click();
    await expectHeading(page, "Your Workshop Resources Pack");
  });

  it("keeps the roadmap out of the stored result's page until the visitor subscribes", async () => {
    const finished = await fetch(`${baseUrl()}/tools/ai-business-quiz`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({
        industry: "hr",
        skill: "teaching",
        delivery: "stage",
        income: "5k-10k",
        confidence: "2",
      }),
    });
    expect(finished.status).toBe(302);
    const html = await (await fetch(`${baseUrl()}${finished.headers.get("Location")}`)).text();
    expect(html).toContain("Your AI Business Blueprint");
    expect(html).not.toContain("Run two pilot sessions");
    expect(html).not.toContain("Your 5-step roadmap");
  });

  it("keeps answers across a reload and refuses to skip a question", async () => {
    const page = await browser.page();
    await page.goto("/tools/ai-business-quiz?industry=finance&step=3");
    await page.getByText("Question 2 of 5").waitFor();
    expect(await page.getByText("Please answer this question to continue.").isVisible()).toBe(true);
    await waitForHydration(page);
    await choose(page, "Strategy");
    await advance(page, "Next", "Question 3 of 5");
    await page.reload();
    await page.getByText("Question 3 of 5").waitFor();
    await page.getByRole("link", { name: "Previous" }).click();
    await page.getByText("Question 2 of 5").waitFor();
    expect(await page.getByRole("radio", { name: /^Strategy/ }).isChecked()).toBe(true);
  });

  it("shows the intro variant first", async () => {
    const page = await browser.page();
    await page.goto("/tools/ai-business-quiz-intro");
    await expectHeading(page, "Find Your Perfect AI Business Path");
    expect(await page.getByText("takes less than 2 minutes").isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Start the Quiz" }).click();
    await page.getByText("Question 1 of 5").waitFor();
  });
});
