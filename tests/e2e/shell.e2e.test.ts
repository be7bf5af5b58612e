import { describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, waitForEnhancement, waitForHydration, withBrowser } from "../support/browser";
import { E2E_SOCIAL_LINKS } from "../support/e2e-server-env";

const browser = withBrowser();

describe("site shell", () => {
  it("shows the header, the category cards and the footer on desktop", async () => {
    const page = await browser.page();
    await page.goto("/");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "Catalog" }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole("link", { name: "Home" }).count()).resolves.toBe(0);
    const newsletter = header.getByRole("link", { name: "Newsletter" });
    expect(await newsletter.getAttribute("target")).toBe("_blank");
    expect(await newsletter.getAttribute("rel")).toContain("noopener");
    // The home page's category overview: four AI categories and five BATON pillars.
    expect(await page.getByRole("article").count()).toBe(9);
    const footer = page.locator("footer");
    for (const column of ["Explore", "Tools", "Resources", "Connect"]) {
      await expect(footer.getByRole("heading", { name: column }).isVisible()).resolves.toBe(true);
    }
    expect(await footer.textContent()).toContain("© 2025");
    // Only the networks the server is configured with (tests/support/e2e-global-setup.ts).
    const connect = footer.getByRole("navigation", { name: "Connect" }).getByRole("link");
    expect(await connect.allTextContents()).toEqual(["LinkedIn", "YouTube"]);
    expect(await connect.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      E2E_SOCIAL_LINKS.linkedIn,
      E2E_SOCIAL_LINKS.youTube,
    ]);

    await page.goto("/catalog");
    await expect(page.locator("header").getByRole("link", { name: "Home" }).isVisible()).resolves.toBe(true);
  });

  it("collapses the navigation at 375 px behind 'Toggle menu', which closes on navigation", async () => {
    const page = await browser.page({ width: 375, height: 740 });
    await page.goto("/");
    await waitForEnhancement(page);
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    const menu = page.getByRole("navigation", { name: "Mobile", includeHidden: true });
    await expect(page.locator("header").getByRole("link", { name: "Catalog" }).isVisible()).resolves.toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await menu.getByRole("link", { name: "Catalog" }).click();
    await page.waitForURL("**/catalog");
    await waitForEnhancement(page);
    await expect(menu.isVisible()).resolves.toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");

    // From a hydrated page too: the catalog opens as a document, with the menu closed.
    await page.goto("/tools");
    await waitForHydration(page);
    await toggle.click();
    await menu.getByRole("link", { name: "Catalog" }).click();
    await page.waitForURL("**/catalog");
    await waitForEnhancement(page);
    expect(await page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0]!.name).pathname)).toBe(
      "/catalog",
    );
    await expect(menu.isVisible()).resolves.toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("answers unknown paths with the 404 screen and status", async () => {
    const page = await browser.page();
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" }).isVisible()).resolves.toBe(true);
    expect(await page.getByText("404", { exact: true }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${baseUrl()}/`);
  });

  it("has no accessibility violations on the home and 404 pages", async () => {
    const page = await browser.page();
    await page.goto("/");
    await expectNoAxeViolations(page);
    await page.goto("/missing");
    await expectNoAxeViolations(page);
  });
});

describe("server-rendered metadata", () => {
  it("puts title, description, canonical, social and theme tags in the HTML", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/"`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(`<meta property="og:image" content="${baseUrl()}/og-image.png"`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).toContain('<meta name="theme-color" content="#6366f1"');
  });

  it("marks the 404 page noindex, follow", async () => {
    const response = await fetch(`${baseUrl()}/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex, follow"');
  });
});

describe("health check", () => {
  it("answers 200 after a database round trip", async () => {
    const response = await fetch(`${baseUrl()}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
