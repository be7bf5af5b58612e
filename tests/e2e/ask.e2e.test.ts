import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForEnhancement, withBrowser } from "../support/browser";

/** A desktop Chrome's agent: questions from "HeadlessChrome" are a bot's, never stored for the owner. */
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";
const browser = withBrowser({ userAgent: VISITOR_AGENT });

const PART = "/catalog/ai-fundamentals/what-generative-ai-really-is";
const QUESTION = "How does price anchoring work?";
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search all playbooks" });

/** Presses Tab until the focused element matches, at most `limit` times; fails otherwise. */
async function tabTo(page: Page, text: string, limit = 80): Promise<void> {
  const seen: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    if (focused === text) return;
    seen.push(focused);
  }
  throw new Error(`never reached ${text} by Tab; focus went through ${seen.join(" | ")}`);
}

/** The texts of the ranges highlighted on the page (the search highlight's). */
const highlighted = (page: Page) =>
  page.evaluate(() => [...(CSS.highlights.get("search-terms") ?? [])].map((range) => range.toString()));

const folded = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

describe("Ask the library", () => {
  it("is asked from the header's search dialog on a part page, keyboard only, and a citation opens its sentence highlighted", async () => {
    const page = await browser.page();
    const askScripts: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/ask-[\w-]+\.js$/.test(new URL(request.url()).pathname)) askScripts.push(request.url());
    });
    await page.goto(PART);
    await waitForEnhancement(page);
    await page.keyboard.press("/");
    await dialog(page).getByRole("combobox").waitFor();
    await page.keyboard.type(QUESTION);
    // Named with the whole question: the option follows the typing, one keystroke behind at most.
    const ask = dialog(page).getByRole("option", { name: `Ask the library: “${QUESTION}”` });
    await ask.waitFor();
    // A question: Ask leads the results.
    expect(await dialog(page).getByRole("option").first().textContent()).toContain(`Ask the library: “${QUESTION}”`);
    // The reading page loaded no ask code.
    expect(askScripts).toEqual([]);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/ask?q=How+does+price+anchoring+work%3F`);
    await page.getByRole("heading", { name: "The library's answer" }).waitFor();
    await waitForEnhancement(page);
    expect(askScripts).toHaveLength(1);
    await expectNoAxeViolations(page);

    const first = page.locator("[data-ask-answer] p a").first();
    const href = (await first.getAttribute("href"))!;
    const quote = new URL(href, "http://x").searchParams.get("highlight")!.slice(1, -1);
    // From the question's field (where a reader who asked again would be), Tab to the first citation.
    await page.getByLabel("Your question").focus();
    await tabTo(page, "[1]");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname.startsWith("/catalog/") && url.searchParams.has("highlight"));
    await waitForEnhancement(page);
    const ranges = await highlighted(page);
    expect(ranges).toHaveLength(1);
    expect(folded(ranges[0]!)).toBe(folded(quote));
    await expect(page.getByText("Highlighting the cited sentence").isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
  });

  it("answers on /ask without scripts, with citations, sources and further reading, and says what the library lacks", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto("/ask");
    await page.getByLabel("Your question").fill(QUESTION);
    await page.getByLabel("Your question").press("Enter");
    await page.waitForURL("**/ask?q=How+does+price+anchoring+work%3F");
    await page.getByRole("heading", { name: "The library's answer" }).waitFor();
    const citation = page.getByRole("link", { name: /^Source 1: / });
    expect(await citation.getAttribute("href")).toMatch(/^\/catalog\/pricing-ai-services\/[^?]+\?highlight=%22/);
    // An answer page is indexable but names /ask as its canonical page, so typed questions fold into it.
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/ask$/);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    const answer = page.locator("[data-ask-answer]");
    await expect(answer.getByRole("heading", { name: "Sources" }).isVisible()).resolves.toBe(true);
    await expect(answer.getByRole("heading", { name: "Read more" }).isVisible()).resolves.toBe(true);

    await page.goto(`/ask?${new URLSearchParams({ q: "What is the best recipe for sourdough bread?" })}`);
    await page.getByRole("heading", { name: "Not in the library yet" }).waitFor();
    await expect(
      page.locator("[data-ask-answer]").getByRole("heading", { name: "Closest reading" }).isVisible(),
    ).resolves.toBe(true);
    expect(await page.locator("[data-ask-answer] ul a").count()).toBe(3);
  });

  it("answers a further question in place with scripts, streamed, the address following it", async () => {
    const page = await browser.page();
    await page.goto("/ask?q=what+is+a+context+window");
    await page.getByRole("heading", { name: "The library's answer" }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.askEnhanced === "true");
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await page.getByLabel("Your question").fill("How should I handle refund requests for my digital product?");
    await page.getByLabel("Your question").press("Enter");
    await page.waitForURL("**/ask?q=How+should+I+handle+refund*");
    await expect.poll(() => page.locator("[data-ask-answer] h3").first().textContent()).toBe("Sources");
    // Answered in place: the same document.
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await page.locator("[data-ask-answer] a[href^='/catalog/']").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  it("lets a reader rate an answer down with a reason, which the owner reads in Questions with the gaps to write", async () => {
    const reader = await browser.page();
    await reader.goto(`/ask?${new URLSearchParams({ q: "How do I run payroll in Canada?" })}`);
    await reader.getByRole("heading", { name: "Not in the library yet" }).waitFor();
    await reader.goto(`/ask?${new URLSearchParams({ q: QUESTION })}`);
    await waitForEnhancement(reader);
    await reader.getByLabel("If not, why?").selectOption("A source does not say this");
    await reader.getByRole("button", { name: "No" }).click();
    await expect.poll(() => reader.getByRole("status").filter({ hasText: "Thank you" }).count()).toBe(1);

    const owner = await browser.page();
    await signInAsAdmin(owner, { next: "/admin/insights?range=today" });
    const questions = owner.getByRole("region", { name: "Questions" });
    await questions.waitFor();
    const row = questions.getByRole("row").filter({ hasText: QUESTION }).first();
    await expect(row.textContent()).resolves.toContain("👎 A source does not say this");
    await expect(questions.textContent()).resolves.toContain("How do I run payroll in Canada?");
    await expectNoAxeViolations(owner);
    await questions.getByRole("link", { name: /Start a playbook from these questions about payroll/ }).click();
    await owner.waitForURL("**/admin/playbooks/new?*");
    expect(await owner.getByLabel("Title").inputValue()).toBe("Payroll");
    expect(await owner.getByLabel("Description").inputValue()).toContain("How do I run payroll in Canada?");
  });
});
