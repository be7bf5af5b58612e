import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../support/admin-session";
import { baseUrl, expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";

const browser = withBrowser({ downloads: true });
const FIXTURES = path.resolve("tests/fixtures/import");
const fixture = (name: string) => path.join(FIXTURES, name);

async function openImporter(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const page = await browser.page(options);
  await signInAsAdmin(page, { next: "/admin/import" });
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return page;
}

describe("batch playbook importer", () => {
  it("imports a batch with images, shows live progress, results and previews, and keeps the playbooks as drafts", async () => {
    const page = await openImporter();
    await expectNoAxeViolations(page);
    const process = page.getByRole("button", { name: "Process All Files" });
    expect(await process.isDisabled()).toBe(true);

    await page
      .getByLabel("HTML files")
      .setInputFiles([
        fixture("google-docs-export.html"),
        fixture("notion-export.html"),
        fixture("empty.html"),
        fixture("no-headings.html"),
        fixture("images/image1.png"),
      ]);
    await page.getByText("4 web pages ready to process.").first().waitFor();
    // A file the zone does not take is named, with what it takes.
    await page.getByText(/Not added: "image1\.png"\. It is not among the files this takes: web pages/).waitFor();
    await page
      .getByLabel("Images")
      .setInputFiles([fixture("images/image1.png"), fixture("images/content-engine-diagram.png")]);
    await page.getByText("Images Added").first().waitFor();
    await page.getByRole("button", { name: "Remove no-headings.html" }).click();
    await expect(page.getByRole("list", { name: "Chosen HTML files" }).getByRole("listitem").count()).resolves.toBe(3);
    await expectNoAxeViolations(page);

    await process.click();
    await page.waitForURL(/\/admin\/import\/progress\?batch=[0-9a-f-]+&started=1$/);
    await page.getByText("Import completed with 1 failures out of 3 playbooks").first().waitFor();
    // One toast for the batch, updated in place ("Playbook processed", then the outcome), never one per file.
    expect(await page.getByText("Playbook processed").count()).toBe(0);
    await page.getByRole("heading", { name: "Batch finished" }).waitFor();
    const counts = page.locator("dl").first();
    expect(await counts.innerText()).toMatch(/Completed\s*2\s*Errors\s*1\s*Pending\s*0/);
    const errors = page
      .getByRole("region", { name: "Error Details" })
      .or(page.locator("section", { hasText: "Error Details" }));
    expect(await errors.innerText()).toMatch(/Failed\s*empty\.html\s*The file is empty\./);
    expect(await page.getByText("Images 1/1").count()).toBe(2);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Results" }).click();
    await page.getByRole("heading", { name: "Processed Playbooks (2)" }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Preview Building a Content Engine with AI" }).click();
    await page.waitForURL(/\/admin\/import\/preview\?/);
    await page.getByRole("heading", { level: 2, name: "Building a Content Engine with AI" }).waitFor();
    expect(await page.getByRole("img", { name: "content-engine-diagram.png" }).count()).toBe(1);
    for (const view of ["Content", "SEO", "Images", "Captured", "Optimized"]) {
      await page.getByRole("link", { name: view, exact: true }).click();
      await page.waitForURL(new RegExp(`view=${view.toLowerCase()}`));
      await expectNoAxeViolations(page);
    }
    expect(await page.getByText(/\d+% of the original\), 1360 × 765, WEBP/).count()).toBe(1);

    // A fresh import is a draft: nobody sees it until it is published.
    expect((await fetch(`${baseUrl()}/catalog/building-a-content-engine-with-ai`)).status).toBe(404);
  });

  it("publishes a draft from the results, and the reader then shows it with its images", async () => {
    const page = await openImporter();
    await page.getByLabel("HTML files").setInputFiles([fixture("notion-export.html")]);
    await page.getByLabel("Images").setInputFiles([fixture("images/content-engine-diagram.png")]);
    await page.getByRole("button", { name: "Process All Files" }).click();
    await page.getByText("Batch Processing Complete").first().waitFor();
    await page.getByRole("link", { name: "Results" }).click();
    const results = page.getByRole("region", { name: /^Processed Playbooks/ });
    const card = results.getByRole("listitem").filter({ hasText: "Building a Content Engine with AI" });
    await card.getByText("Draft", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Publish Building a Content Engine with AI" }).click();
    await page.getByText('"Building a Content Engine with AI" is now on the site.').first().waitFor();
    await card.getByText("Published", { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    await card.getByRole("link", { name: "View Building a Content Engine with AI on the site" }).click();
    await page.getByRole("heading", { level: 1, name: "Building a Content Engine with AI" }).waitFor();
    await page.goto("/catalog/building-a-content-engine-with-ai/start-from-one-pillar-idea");
    const image = page.locator("main img").first();
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => (document.querySelector("main img") as HTMLImageElement | null)?.complete);
    expect(await image.getAttribute("width")).toBe("1360");
    expect(await image.getAttribute("height")).toBe("765");
    expect(await image.getAttribute("srcset")).toMatch(/-480\.webp 480w, .*-960\.webp 960w, .*-1360\.webp 1360w$/);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    const media = await fetch(`${baseUrl()}${await image.getAttribute("src")}`);
    expect(media.headers.get("Content-Type")).toBe("image/webp");
    expect(media.headers.get("Cache-Control")).toContain("immutable");
  });

  it("exports the batch as playbooks-export-{date}.json and deletes a result after confirmation", async () => {
    const page = await openImporter();
    await page.getByLabel("HTML files").setInputFiles([fixture("wordpress-post.html")]);
    await page.getByRole("button", { name: "Process All Files" }).click();
    await page.getByText("Batch Processing Complete").first().waitFor();
    await page.getByRole("link", { name: "Results" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export JSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^playbooks-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
    expect(exported).toMatchObject({
      totalPlaybooks: 1,
      playbooks: [{ slug: "community-led-growth-for-solo-founders" }],
    });
    expect(Date.parse(exported.processedAt)).not.toBeNaN();
    expect(exported.playbooks[0].parts).toHaveLength(5);

    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Are you sure you want to delete this playbook?");
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Delete Community-Led Growth for Solo Founders" }).click();
    await page.getByText("Playbook deleted successfully").first().waitFor();
    await page.getByText("No Playbooks Processed Yet").waitFor();
  });

  it("keeps only HTML files dropped on the HTML zone and ignores a drop with none", async () => {
    const page = await openImporter();
    const zone = page.locator("div", { has: page.getByLabel("HTML files") }).last();
    const drop = (files: { name: string; type: string }[]) =>
      zone.evaluate((element, list) => {
        const transfer = new DataTransfer();
        for (const file of list) transfer.items.add(new File(["<h1>x</h1>"], file.name, { type: file.type }));
        element.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }, files);
    await drop([{ name: "notes.txt", type: "text/plain" }]);
    expect(await page.getByRole("list", { name: "Chosen HTML files" }).count()).toBe(0);
    await drop([
      { name: "page.html", type: "text/html" },
      { name: "saved.HTM", type: "" },
      { name: "photo.png", type: "image/png" },
    ]);
    const chosen = page.getByRole("list", { name: "Chosen HTML files" }).getByRole("listitem");
    expect(await chosen.allInnerTexts()).toEqual([
      expect.stringContaining("page.html"),
      expect.stringContaining("saved.HTM"),
    ]);
    expect(await page.getByRole("button", { name: "Process All Files" }).isEnabled()).toBe(true);
  });

  it("works before scripts load: the form uploads and the progress page shows the outcome", async () => {
    const page = await openImporter({ javaScriptEnabled: false });
    await page.getByLabel("HTML files").setInputFiles([fixture("no-headings.html"), fixture("binary-renamed.html")]);
    await page.getByRole("button", { name: "Process All Files" }).click();
    await page.waitForURL(/\/admin\/import\/progress\?batch=/);
    for (
      let attempt = 0;
      attempt < 20 && (await page.getByRole("heading", { name: "Batch finished" }).count()) === 0;
      attempt += 1
    )
      await page.reload();
    await page.getByText("The file is a PNG image, not an HTML page.").waitFor();
    await page.goto("/admin/import/results");
    await page.getByRole("heading", { name: "Processed Playbooks (1)" }).waitFor();
  });

  it("asks for HTML files when none are given", async () => {
    const page = await openImporter({ javaScriptEnabled: false });
    await page.getByRole("button", { name: "Process All Files" }).click();
    await page.getByText("Please add HTML files to process").waitFor();
  });
});
