import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, waitForEnhancement, withBrowser } from "../support/browser";

const browser = withBrowser();

const STYLES = [
  ["style-1", "Modern Gradient"],
  ["style-2", "Corporate Clean"],
  ["style-3", "Bold & Vibrant"],
  ["style-4", "Card-Heavy"],
  ["style-5", "Dashboard"],
  ["style-6", "Refined Bold"],
] as const;

describe("design examples", () => {
  it("serve six noindex pages of sample content with parts as tabs and inert buttons", async () => {
    const page = await browser.page();
    for (const [style, name] of STYLES) {
      const response = await page.goto(`/examples/${style}`);
      expect(response?.status()).toBe(200);
      await waitForEnhancement(page);
      await expect(page.getByText(name, { exact: false }).first().isVisible()).resolves.toBe(true);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");

      if (style !== "style-5") {
        const tabs = page.getByRole("tablist", { name: "Playbook parts" });
        expect(await tabs.getByRole("tab").allTextContents()).toEqual(["Part 1", "Part 2", "Part 3"]);
        await tabs.getByRole("tab", { name: "Part 3" }).click();
        await expect(page.getByRole("tabpanel").getByText("Price, Sell and Rebook").isVisible()).resolves.toBe(true);
      }
      const url = page.url();
      for (const button of await page.locator("main button:not([role=tab])").all()) await button.click();
      expect(page.url()).toBe(url);
      await expectNoAxeViolations(page);
    }
  });

  it("shows a learning path with completed and not completed parts on style 4", async () => {
    const page = await browser.page();
    await page.goto("/examples/style-4");
    const path = page.getByRole("region", { name: "Learning path" });
    await expect(path.getByText("33% complete").isVisible()).resolves.toBe(true);
    expect(await path.getByText("Completed", { exact: true }).count()).toBe(1);
    expect(await path.getByText("Not completed").count()).toBe(2);
  });

  it("shows an analytics dashboard with Content Parts, Performance and User Data tabs on style 5", async () => {
    const page = await browser.page();
    await page.goto("/examples/style-5");
    await waitForEnhancement(page);
    const tabs = page.getByRole("tablist", { name: "Dashboard views" });
    expect(await tabs.getByRole("tab").allTextContents()).toEqual(["Content Parts", "Performance", "User Data"]);
    expect(await page.getByRole("tabpanel").getByText(/%$/).count()).toBe(3);
    await tabs.getByRole("tab", { name: "User Data" }).click();
    await expect(page.getByRole("table").isVisible()).resolves.toBe(true);
    // The keyboard moves between tabs as in any tab list: arrows wrap around, Home goes first.
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Content Parts" }).getAttribute("aria-selected")).resolves.toBe("true");
    await page.keyboard.press("End");
    await expect(page.getByRole("table").isVisible()).resolves.toBe(true);
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tabpanel").getByText("Readers this month").isVisible()).resolves.toBe(true);
  });

  it("loads the tweet widget on the Twitter embed test page", async () => {
    const page = await browser.page();
    const widget = "https://platform.twitter.com/widgets.js";
    await page.route(widget, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
    await page.goto("/examples/twitter-embed-test");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
    expect(await page.locator("blockquote.twitter-tweet").count()).toBe(1);
    await page.locator(`script[src="${widget}"]`).waitFor({ state: "attached", timeout: 3000 });
    await expectNoAxeViolations(page);
  });

  it("answers an unknown example with 404", async () => {
    const page = await browser.page();
    expect((await page.goto("/examples/style-7"))?.status()).toBe(404);
  });
});
