import { describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, waitForEnhancement, withBrowser } from "../support/browser";

const browser = withBrowser();

const BATON_BASICS = [
  "business-fundamentals-ai-business-playbook",
  "audience-fundamentals-ai-business-playbook",
  "tribe-fundamentals-ai-business-playbook",
  "offer-fundamentals-ai-business-playbook",
  "network-and-scaling-fundamentals-ai-business-playbook",
];

describe("series page", () => {
  it("lists the series' playbooks in order as 'Part N' cards with Start Learning links", async () => {
    const page = await browser.page();
    await page.goto("/series/baton-basics");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("BATON Basics");
    const steps = page.getByRole("list", { name: "Playbooks in this series" }).getByRole("listitem");
    expect(await steps.count()).toBe(5);
    for (const [index, slug] of BATON_BASICS.entries()) {
      const step = steps.nth(index);
      expect(await step.textContent()).toMatch(new RegExp(`Part ${index + 1}.*\\d+ min.*5 parts`));
      expect(await step.getByRole("link", { name: /Start Learning/ }).getAttribute("href")).toBe(`/catalog/${slug}`);
    }
    await expectNoAxeViolations(page);
  });

  it("walks the series from a playbook's series bar: Part i of n, Next, Previous and Back", async () => {
    const page = await browser.page();
    await page.goto(`/catalog/${BATON_BASICS[1]}`);
    await waitForEnhancement(page);
    const bar = page.getByRole("navigation", { name: "Series" });
    await expect(bar.getByText("Part 2 of 5").isVisible()).resolves.toBe(true);
    await bar.getByRole("link", { name: /^Next/ }).click();
    await page.waitForURL(`**/catalog/${BATON_BASICS[2]}`);
    await bar.getByText("Part 3 of 5").waitFor();
    await bar.getByRole("link", { name: /^Previous/ }).click();
    await page.waitForURL(`**/catalog/${BATON_BASICS[1]}`);
    await bar.getByRole("link", { name: "Back to BATON Basics" }).click();
    await page.waitForURL("**/series/baton-basics");

    await page.goto(`/catalog/${BATON_BASICS[0]}`);
    expect(await bar.getByRole("link", { name: /^Previous/ }).count()).toBe(0);
    await page.goto(`/catalog/${BATON_BASICS[4]}`);
    expect(await bar.getByRole("link", { name: /^Next/ }).count()).toBe(0);
    await page.goto("/catalog/pricing-ai-services");
    expect(await bar.count()).toBe(0);
  });

  it("answers an unknown series with 404 and 'Series not found'", async () => {
    const page = await browser.page();
    const response = await page.goto("/series/no-such-series");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Series not found" }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
  });

  it("moved from /courses/{slug}: old links get a permanent redirect that keeps their query string", async () => {
    const response = await fetch(`${baseUrl()}/courses/baton-basics?utm_source=newsletter&ref=a%20b`, {
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    // React Router hands loaders the query re-serialised (a space as "+"): the same parameters.
    const location = new URL(response.headers.get("location")!, baseUrl());
    expect(location.pathname).toBe("/series/baton-basics");
    expect([...location.searchParams]).toEqual([
      ["utm_source", "newsletter"],
      ["ref", "a b"],
    ]);

    const page = await browser.page();
    await page.goto("/courses/baton-basics");
    expect(new URL(page.url()).pathname).toBe("/series/baton-basics");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("BATON Basics");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toBe(`${baseUrl()}/series/baton-basics`);
  });
});
