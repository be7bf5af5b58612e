import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { isElement, parseHtml } from "~/modules/importer/dom";
import { adminCookie, signInAsAdmin } from "../support/admin-session";
import { baseUrl, waitForEnhancement, waitForHydration, withBrowser } from "../support/browser";

const browser = withBrowser();
const HOSTILE = fs.readFileSync(path.resolve("tests/fixtures/import/hostile-payloads.html"));
const PNG = fs.readFileSync(path.resolve("tests/fixtures/import/images/image1.png"));
const HOSTILE_FILE_NAME = '"><img src=x onerror="window.__xss=1">.html';

/** Fails on any dialog and reports whether any payload set window.__xss. */
function watchForScripts(page: Page): { dialogs: string[] } {
  const seen = { dialogs: [] as string[] };
  page.on("dialog", (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

async function expectNothingRan(page: Page, where: string): Promise<void> {
  await page.waitForLoadState("load");
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), where).toBeUndefined();
}

describe("hostile markup in an imported file", () => {
  it("never runs in the importer screens, the previews, the reader or the export", async () => {
    const page = await browser.page();
    const watch = watchForScripts(page);
    await signInAsAdmin(page, { next: "/admin/import" });
    await waitForHydration(page);
    await page.getByLabel("HTML files").setInputFiles([
      { name: "hostile-payloads.html", mimeType: "text/html", buffer: HOSTILE },
      { name: HOSTILE_FILE_NAME, mimeType: "text/html", buffer: HOSTILE },
    ]);
    await page
      .getByLabel("Images")
      .setInputFiles([{ name: 'x"><svg onload="window.__xss=1">.png', mimeType: "image/png", buffer: PNG }]);
    await expectNothingRan(page, "batch import list");
    await page.getByRole("button", { name: "Process All Files" }).click();
    await page.getByText("Batch Processing Complete").first().waitFor();
    expect(await page.getByText(HOSTILE_FILE_NAME).count()).toBeGreaterThan(0);
    await expectNothingRan(page, "progress");

    await page.getByRole("link", { name: "Results" }).click();
    await page.getByRole("heading", { name: "Processed Playbooks (1)" }).waitFor();
    await expectNothingRan(page, "results");
    const results = page.url();
    const preview = page.getByRole("link", { name: /^Preview XSS Test Playbook/ });
    const slug = new URL(`${baseUrl()}${await preview.getAttribute("href")}`).searchParams.get("slug")!;
    for (const view of ["overview", "content", "seo", "images", "captured", "optimized"]) {
      await page.goto(`/admin/import/preview?slug=${encodeURIComponent(slug)}&view=${view}`);
      await waitForHydration(page);
      await expectNothingRan(page, `preview ${view}`);
    }
    expect(await page.locator("main").innerText()).toContain("XSS Test Playbook <script>window.__xss=1</script>");

    await page.goto(results);
    await page.getByRole("button", { name: /^Publish XSS Test Playbook/ }).click();
    await page.getByText("Published", { exact: true }).first().waitFor();
    await expectNothingRan(page, "results after publishing");
    await page.goto(`/catalog/${slug}`);
    await waitForEnhancement(page);
    await expectNothingRan(page, "overview page");
    const partLinks = await page
      .locator(`a[href^="/catalog/${slug}/"]`)
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")!))]);
    expect(partLinks.length).toBeGreaterThanOrEqual(5);
    for (const href of partLinks) {
      await page.goto(href);
      await waitForEnhancement(page);
      await expectNothingRan(page, href);
    }
    await page.goto(`/catalog?search=${encodeURIComponent("XSS Test")}`);
    await expectNothingRan(page, "catalog search");
    expect(watch.dialogs).toEqual([]);

    const batch = new URL(page.url()).searchParams.get("batch");
    const exported = await fetch(`${baseUrl()}/api/admin/import/export${batch ? `?batch=${batch}` : ""}`, {
      headers: { Cookie: await adminCookie() },
    });
    expect(exported.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(exported.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    expect(exported.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const file = (await exported.json()) as { playbooks: { parts: string[] }[] };
    const $ = parseHtml(file.playbooks.flatMap((playbook) => playbook.parts).join("\n"));
    expect($("script, svg, math, style, form, object, embed, base, meta").length).toBe(0);
    for (const element of $("*").toArray().filter(isElement)) {
      for (const [name, value] of Object.entries(element.attribs)) {
        expect(name).not.toMatch(/^on|^srcdoc$/);
        expect(value).not.toMatch(/javascript:/i);
      }
    }
  });
});
