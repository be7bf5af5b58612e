import { describe, expect, it } from "vitest";
import { reuseAdminSession, signInAsAdmin } from "../support/admin-session";
import { baseUrl, expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";

reuseAdminSession();
const browser = withBrowser();

describe("sitemap generator", () => {
  it("generates the same sitemap and robots.txt the site serves, with copy and download", async () => {
    const page = await browser.page();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await signInAsAdmin(page, { next: "/admin/sitemap" });
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Instructions" }).waitFor();
    await page.getByRole("button", { name: "Generate Sitemap" }).click();
    await page.getByText("Sitemap and robots.txt generated successfully!").first().waitFor();

    const sitemap = await page.getByRole("textbox", { name: "sitemap.xml" }).inputValue();
    const robots = await page.getByRole("textbox", { name: "robots.txt" }).inputValue();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).toBe(await (await fetch(`${baseUrl()}/sitemap.xml`)).text());
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    expect(await page.getByRole("link", { name: "Download sitemap.xml" }).getAttribute("href")).toBe("/sitemap.xml");
    expect(await page.getByRole("link", { name: "Download robots.txt" }).getAttribute("download")).toBe("robots.txt");

    await page.getByRole("button", { name: "Copy sitemap.xml" }).click();
    await page.getByText("sitemap.xml copied to clipboard").first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sitemap);
    await expectNoAxeViolations(page);
  });

  it("says 'Failed to generate sitemap' when generation fails", async () => {
    const page = await browser.page();
    await signInAsAdmin(page, { next: "/admin/sitemap" });
    await waitForHydration(page);
    await page.route(
      (url) => url.pathname.startsWith("/admin/sitemap"),
      (route) =>
        route.request().method() === "POST" ? route.fulfill({ status: 500, body: "down" }) : route.continue(),
    );
    await page.getByRole("button", { name: "Generate Sitemap" }).click();
    await page.getByText("Failed to generate sitemap").first().waitFor();
    await expect(page.getByRole("heading", { name: "Sitemap Generator", level: 1 }).isVisible()).resolves.toBe(true);
  });
});
