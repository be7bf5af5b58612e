import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, withBrowser } from "../support/browser";

const browser = withBrowser();

const CATEGORIES = [
  ["ai-knowledge", "AI Knowledge", "ai-fundamentals"],
  ["ai-building", "AI Building", "vibe-coding"],
  ["ai-authority", "AI Authority", "building-your-ai-expert-brand-ai-business-playbook"],
  ["ai-business", "AI Business", "ai-business-ideas"],
  ["business", "Business", "business-fundamentals-ai-business-playbook"],
  ["audience", "Audience", "audience-fundamentals-ai-business-playbook"],
  ["tribe", "Tribe", "tribe-fundamentals-ai-business-playbook"],
  ["offer", "Offer", "offer-fundamentals-ai-business-playbook"],
  ["network", "Network", "network-and-scaling-fundamentals-ai-business-playbook"],
] as const;
const WITH_FAQS = new Set(["ai-knowledge", "ai-building", "ai-authority", "ai-business", "business"]);

describe("category pages", () => {
  it("render all nine with header, featured guide, counted playbooks and FAQs only where the spec has them", async () => {
    const page = await browser.page();
    for (const [id, title, featuredSlug] of CATEGORIES) {
      const response = await page.goto(`/categories/${id}`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(`${title} | AI Business Playbooks`);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(title);
      await expect(page.getByRole("img", { name: "AI Business Playbooks" }).isVisible()).resolves.toBe(true);

      const featured = page.getByRole("region", { name: `New to ${title}? Start Here.` });
      await expect(featured.getByText("Featured Guide").isVisible()).resolves.toBe(true);
      await expect(featured.getByText(/^\d+ min$/).isVisible()).resolves.toBe(true);
      expect(await featured.getByRole("link", { name: /Start Learning/ }).getAttribute("href")).toBe(
        `/catalog/${featuredSlug}`,
      );

      const list = page.getByRole("region", { name: "All Playbooks" });
      const cards = await list.getByRole("article").count();
      expect(cards).toBeGreaterThan(0);
      await expect(list.getByText(`${cards} ${cards === 1 ? "guide" : "guides"} available`).isVisible()).resolves.toBe(
        true,
      );
      expect(await page.getByRole("heading", { name: "Frequently Asked Questions" }).count()).toBe(
        WITH_FAQS.has(id) ? 1 : 0,
      );
    }
  });

  it("shows the featured guide's own reading time", async () => {
    const page = await browser.page();
    await page.goto("/catalog/vibe-coding");
    const minutes = ((await page.getByText(/^\d+ min read$/).textContent()) ?? "").replace(" read", "");
    await page.goto("/categories/ai-building");
    await expect(
      page.getByRole("region", { name: "New to AI Building? Start Here." }).getByText(minutes).isVisible(),
    ).resolves.toBe(true);
  });

  it("opens one FAQ answer at a time, and closes the open one on a second click", async () => {
    const page = await browser.page();
    await page.goto("/categories/business");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const questions = faq.locator("summary");
    expect(await questions.count()).toBe(4);
    const open = () => faq.locator("details[open]").count();
    expect(await open()).toBe(0);
    await questions.nth(0).click();
    await expect(faq.getByText(/BATON stands for/).isVisible()).resolves.toBe(true);
    await questions.nth(1).focus();
    await page.keyboard.press("Enter");
    expect(await open()).toBe(1);
    await expect(faq.getByText(/BATON stands for/).isVisible()).resolves.toBe(false);
    await questions.nth(1).click();
    expect(await open()).toBe(0);
  });

  it("answers an unknown category with 404", async () => {
    const page = await browser.page();
    const response = await page.goto("/categories/no-such-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" }).isVisible()).resolves.toBe(true);
  });

  it("has no accessibility violations, with and without FAQs", async () => {
    const page = await browser.page();
    await page.goto("/categories/ai-business");
    await page.locator("summary").first().click();
    await expectNoAxeViolations(page);
    await page.goto("/categories/network");
    await expectNoAxeViolations(page);
  });
});
