import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, withBrowser } from "../support/browser";

const browser = withBrowser();

describe("home page", () => {
  it("shows the hero, both category sections, the why cards, the newsletter and the closing call", async () => {
    const page = await browser.page();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
    expect(await page.getByRole("link", { name: "Browse Catalog" }).getAttribute("href")).toBe("/catalog");

    const ai = page.getByRole("region", { name: "AI-Powered Learning" });
    const baton = page.getByRole("region", { name: "The BATON Framework" });
    expect(await ai.getByRole("article").count()).toBe(4);
    expect(await baton.getByRole("article").count()).toBe(5);
    for (const title of ["AI Knowledge", "AI Building", "AI Authority", "AI Business"]) {
      await expect(ai.getByRole("link", { name: title, exact: true }).isVisible()).resolves.toBe(true);
    }
    for (const title of ["Business", "Audience", "Tribe", "Offer", "Network"]) {
      await expect(baton.getByRole("link", { name: title, exact: true }).isVisible()).resolves.toBe(true);
    }

    for (const title of ["Daily AI Briefings", "Step-by-Step Playbooks", "Playbook Catalog"]) {
      await expect(page.getByRole("heading", { name: title }).isVisible()).resolves.toBe(true);
    }
    const subscribe = page.getByRole("link", { name: /Subscribe free/ });
    expect(await subscribe.getAttribute("target")).toBe("_blank");
    await expect(page.getByRole("heading", { name: "Start Learning Today" }).isVisible()).resolves.toBe(true);
  });

  it("counts each category's guides for real, with 'guide' only for exactly one, and their words and reading time", async () => {
    const page = await browser.page();
    await page.goto("/");
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: "AI Knowledge" }) });
    const words = (await card.getByText(/^[\d,]+ words$/).textContent())!;
    const minutes = (await card.getByText(/^\d+ min average read$/).textContent())!;
    expect(Number.parseInt(words.replaceAll(",", ""), 10)).toBeGreaterThan(1000);
    expect(Number.parseInt(minutes, 10)).toBeGreaterThan(0);
    const countText = (await card.getByText(/^\d+ guides?$/).textContent()) ?? "";
    expect(countText).toMatch(/^\d+ guides?$/);
    const count = Number(countText.split(" ")[0]);
    expect(countText.endsWith(count === 1 ? "guide" : "guides")).toBe(true);

    await card.getByRole("link", { name: "AI Knowledge" }).click();
    await page.waitForURL("**/categories/ai-knowledge");
    await page.getByText(`${count} ${count === 1 ? "guide" : "guides"} available`).waitFor();
    // The category page shows the same figures as its card.
    await page.getByText(words, { exact: true }).waitFor();
    await page.getByText(minutes, { exact: true }).waitFor();
    expect(
      await page
        .getByRole("region", { name: /Playbooks/ })
        .getByRole("article")
        .count(),
    ).toBe(count);
  });

  it("has no accessibility violations on a phone or a desktop", async () => {
    for (const width of [375, 1280]) {
      const page = await browser.page({ width });
      await page.goto("/");
      await expectNoAxeViolations(page);
    }
  });
});
