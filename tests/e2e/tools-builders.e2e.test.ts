import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { E2E_LANDING_ACCESS_CODE } from "../support/tools-settings";
import { advance, choose, expectHeading, expectStoredResult, isDisabled, waitForToast } from "./tools-helpers";

const browser = withBrowser({ downloads: true });

describe("Industry AI Translator", () => {
  it("takes a typed industry through five steps to the explanation package", async () => {
    const page = await browser.page();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        value: async (data: ShareData) => {
          (window as unknown as { sharedData: ShareData }).sharedData = data;
        },
      });
    });
    await page.goto("/tools/industry-ai-translator");
    await waitForHydration(page);
    expect(await page.getByText("Step 1 of 5").isVisible()).toBe(true);
    expect(await isDisabled(page, "Next")).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByLabel("Not listed? Type your industry").fill("Veterinary care");
    expect(await page.getByRole("radio", { name: "Other" }).isChecked()).toBe(true);
    await advance(page, "Next", "Step 2 of 5");

    await choose(page, "Ireland");
    expect(await isDisabled(page, "Next")).toBe(true);
    await choose(page, "Small businesses (10-49 people)");
    await advance(page, "Next", "Step 3 of 5");
    await choose(page, "AI agents");
    await advance(page, "Next", "Step 4 of 5");
    expect(await page.getByText("Skeptical beginner").isVisible()).toBe(true);
    await choose(page, "Curious but cautious");
    await advance(page, "Next", "Step 5 of 5");
    await expectNoAxeViolations(page);
    await page.getByLabel("Additional context (optional)").fill("A breakfast talk for practice owners");
    await page.getByRole("button", { name: "Generate My Package" }).click();

    await expectHeading(page, "Your AI Explanation Package");
    for (const section of [
      "Opening hook",
      "AI concepts in plain English",
      "Metaphors that land",
      "Before and after stories",
      "Objections and answers",
      "One-page summary",
    ]) {
      expect(await page.getByRole("heading", { name: section }).isVisible()).toBe(true);
    }
    expect(await page.getByRole("heading", { name: /^Live demonstration: / }).isVisible()).toBe(true);
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain("AI for Veterinary care: AI agents in plain English");
    expect(text).toContain("Data Protection Commission");
    expect(text).toContain("breakfast talk for practice owners");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Share" }).click();
    const shared = await page.evaluate(() => (window as unknown as { sharedData?: ShareData }).sharedData);
    // What is shared is the package's own link, which opens it again.
    expect(shared?.url).toBe(page.url());
    expect(await page.getByRole("button", { name: "Print/Save PDF" }).isVisible()).toBe(true);
    await expectStoredResult(browser, page, "Your AI Explanation Package", "Data Protection Commission");
    await waitForHydration(page);

    await page.getByLabel("Email address").fill("presenter@example.com");
    await page.getByRole("button", { name: "Get Weekly AI Insights" }).click();
    // No newsletter provider on the test server: no e-mail is promised.
    await page.getByText("Thanks! You are subscribed.").waitFor();
    expect(await page.getByText("Check your email").count()).toBe(0);
    const tracking = await page.evaluate(() => JSON.parse(localStorage.getItem("initial_tracking") ?? "{}"));
    expect(tracking).toMatchObject({ currentTool: "industry-ai-translator", leadMagnet: "Industry AI Translator" });

    await page.getByRole("link", { name: "Create Another" }).click();
    await page.getByText("Step 1 of 5").waitFor();
  });
});

describe("Industry AI Translator before JavaScript loads", () => {
  it("generates with a plain post and thanks the subscriber on the page it returns to", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    const answers = new URLSearchParams({
      industry: "education",
      location: "us",
      companySize: "solo",
      aiConcept: "prompting",
      audienceLevel: "skeptical",
      step: "5",
    });
    await page.goto(`/tools/industry-ai-translator?${answers}`);
    await page.getByRole("button", { name: "Generate My Package" }).click();
    await expectHeading(page, "Your AI Explanation Package");
    await page.getByLabel("Email address").fill("no-script-presenter@example.com");
    await page.getByRole("button", { name: "Get Weekly AI Insights" }).click();
    await page.getByText("Thanks! You are subscribed.").waitFor();
    expect(await page.getByRole("button", { name: "Get Weekly AI Insights" }).count()).toBe(0);
  });
});

describe("Workshop Landing Page Builder", () => {
  it("unlocks with the code, walks three steps, previews and downloads the prompt", async () => {
    const page = await browser.page();
    await page.goto("/tools/workshop-landing-builder");
    await waitForHydration(page);
    await expectHeading(page, "Access Required");
    expect(await page.content()).not.toContain(E2E_LANDING_ACCESS_CODE);
    await expectNoAxeViolations(page);
    await page.getByLabel("Access code").fill("not-the-code");
    await page.getByRole("button", { name: "Unlock" }).click();
    await waitForToast(page, "Incorrect Access Code");
    await waitForToast(page, "Please enter the correct access code for AI Workshop Kit students.");
    await page.getByLabel("Access code").fill(E2E_LANDING_ACCESS_CODE);
    await page.getByRole("button", { name: "Unlock" }).click();
    await waitForToast(page, "Access Granted");
    await page.getByText("Step 1 of 3: Workshop Details").waitFor();
    await expectNoAxeViolations(page);

    expect(await isDisabled(page, "Next")).toBe(true);
    await page.getByLabel("Workshop name").fill("AI for Busy Estate Agents");
    await page.getByLabel("3-hour half-day").check();
    await page.getByLabel("Target audience").fill("estate agents");
    expect(await isDisabled(page, "Next")).toBe(true);
    await page.getByLabel("Industry").fill("Real estate");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Step 2 of 3: Delivery & Organization").waitFor();
    await page.getByLabel("Hybrid").check();
    expect(await isDisabled(page, "Next")).toBe(true);
    await page.getByLabel("Organization name").fill("Northside Training");
    await page.getByLabel("Show pricing on the page").check();

    // The access and the answers survive a reload (session cookie, session storage).
    await page.reload();
    await waitForHydration(page);
    await page.getByText("Step 2 of 3: Delivery & Organization").waitFor();
    expect(await page.getByLabel("Organization name").inputValue()).toBe("Northside Training");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Step 3 of 3: Contact Information").waitFor();
    await page.getByLabel("Facilitator name").fill("Priya Shah");
    expect(await isDisabled(page, "Generate Landing Page")).toBe(true);
    await page.getByLabel("Contact email").fill("priya@example.com");
    await page.getByRole("button", { name: "Generate Landing Page" }).click();

    await waitForToast(page, "Content Generated!");
    await expectHeading(page, "Your Landing Page");
    await expectStoredResult(browser, page, "Your Landing Page", "AI for Busy Estate Agents");
    await waitForHydration(page);
    expect(await page.getByRole("heading", { name: /AI for Busy Estate Agents/ }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Placeholders to Replace" }).isVisible()).toBe(true);
    expect(await page.getByText("[PRICE]").first().isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Lovable Prompt" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("lovable-prompt-ai-for-busy-estate-agents.txt");
    const prompt = fs.readFileSync((await file.path())!, "utf8");
    expect(prompt).toContain('workshop called "AI for Busy Estate Agents"');
    expect(prompt).toContain("priya@example.com");
    await waitForToast(page, "Prompt Downloaded!");

    await page.getByRole("button", { name: "Back to Editor" }).click();
    await page.getByText("Step 3 of 3: Contact Information").waitFor();
    expect(await page.getByLabel("Contact email").inputValue()).toBe("priya@example.com");
  });
});
