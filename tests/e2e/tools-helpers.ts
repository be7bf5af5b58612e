import { expect } from "vitest";
import type { Page } from "playwright-core";

/** What withBrowser() returns: fresh pages, each in a context of its own. */
interface Browser {
  page(): Promise<Page>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Clicks the option card whose label starts with `label` (the radio itself is visually hidden). */
export async function choose(page: Page, label: string): Promise<void> {
  await page
    .locator("label")
    .filter({ hasText: new RegExp(`^${escapeRegExp(label)}`) })
    .first()
    .click();
}

/** Presses the wizard's forward button and waits for the given text on the next screen. */
export async function advance(page: Page, buttonName: string, nextText: string | RegExp): Promise<void> {
  await page.getByRole("button", { name: buttonName, exact: true }).click();
  await page.getByText(nextText).first().waitFor();
}

export async function isDisabled(page: Page, buttonName: string): Promise<boolean> {
  return page.getByRole("button", { name: buttonName, exact: true }).isDisabled();
}

/** Waits for a toast (in the notifications region) containing `text`. */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await page
    .getByRole("region", { name: /notifications/i })
    .getByText(text, { exact: false })
    .first()
    .waitFor();
}

export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  // A server-rendered page can show its heading before the rest of the document has arrived.
  await page.waitForLoadState("load");
  await page.getByRole("heading", { name }).first().waitFor();
  expect(await page.getByRole("heading", { name }).first().isVisible()).toBe(true);
}

/**
 * The result is at its own link: the page reloads to the same result, the link opens it in a
 * fresh browser (no cookies, no storage), and the Copy link field shows that link.
 */
export async function expectStoredResult(browser: Browser, page: Page, heading: string, text: string): Promise<void> {
  await page.waitForURL(/\/tools\/results\/[A-Za-z0-9_-]{22}$/);
  expect(await page.getByLabel(/Saved at its own link/).inputValue()).toBe(page.url());
  const robots = await page.locator('meta[name="robots"]').getAttribute("content");
  expect(robots).toContain("noindex");
  await page.reload();
  await expectHeading(page, heading);
  expect(await page.locator("main").textContent()).toContain(text);

  const elsewhere = await browser.page();
  await elsewhere.goto(page.url());
  await expectHeading(elsewhere, heading);
  expect(await elsewhere.locator("main").textContent()).toContain(text);
  await elsewhere.close();
}
