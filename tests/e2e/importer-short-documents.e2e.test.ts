import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminFileServer } from "../support/admin-server";
import { signInAsAdmin } from "../support/admin-session";
import { waitForHydration, withBrowser } from "../support/browser";
import { notionHtmlFixture } from "../support/export-fixtures";

/**
 * The owner imports a Markdown file of three sections and a Notion export of four, publishes
 * both, and a reader walks every part: each page answers, has something to read, and says
 * "Part i of n" with n the parts the document really has (never padded to five).
 */
const server = adminFileServer();
const browser = withBrowser();

const MARKDOWN_TITLE = "Three Habits of Reliable AI Pilots";
const MARKDOWN_SECTIONS = ["Start with one workflow", "Measure before and after", "Share what you learned"];
const paragraph = (topic: string) =>
  `${topic} Write down what the team does today, how long it takes and who checks the result, ` +
  "then change one thing at a time so every improvement can be traced to its cause and kept.";
const markdown = Buffer.from(
  `# ${MARKDOWN_TITLE}\n\n` + MARKDOWN_SECTIONS.map((section) => `## ${section}\n\n${paragraph(section)}\n`).join("\n"),
);

/** Reads every part by following Next from the overview's first part; returns each part's title. */
async function walkParts(page: Page, slug: string, expected: number): Promise<string[]> {
  const overview = await page.goto(server.url(`/catalog/${slug}`));
  expect(overview?.status()).toBe(200);
  const contents = page.locator(`a[href^="/catalog/${slug}/"]`);
  const listed = [...new Set(await contents.evaluateAll((links) => links.map((link) => link.getAttribute("href"))))];
  expect(listed, `${slug}: parts listed on the overview`).toHaveLength(expected);
  const titles: string[] = [];
  let address: string | null = listed[0]!;
  for (let number = 1; address; number += 1) {
    const response = await page.goto(server.url(address));
    expect(response?.status(), address).toBe(200);
    await page.getByText(`Part ${number} of ${expected}`, { exact: true }).waitFor();
    const body = await page.locator("main article [data-read-depth]").innerText();
    expect(body.trim().length, `${address} has something to read`).toBeGreaterThan(50);
    titles.push(await page.locator("main article h1").innerText());
    const next = page.getByRole("link", { name: /^Next/ }).first();
    address = (await next.count()) > 0 ? await next.getAttribute("href") : null;
    if (address && !address.startsWith(`/catalog/${slug}/`)) address = null;
  }
  expect(titles, `${slug}: parts reached by Next`).toHaveLength(expected);
  return titles;
}

describe("short documents", () => {
  it("import, publish and read as the parts they have: no empty part, no error, the counts right", async () => {
    const page = await browser.page();
    await signInAsAdmin(page, { origin: server.origin, next: "/admin/import" });
    await waitForHydration(page);
    const notion = notionHtmlFixture();
    await page.getByLabel("HTML files").setInputFiles([
      { name: "three-habits.md", mimeType: "text/markdown", buffer: markdown },
      { name: notion.name, mimeType: "application/zip", buffer: Buffer.from(notion.bytes) },
    ]);
    await page.getByText("1 Markdown file and 1 zipped export ready to process.").first().waitFor();
    await page.getByRole("button", { name: "Process All Files" }).click();
    await page.getByText("Batch Processing Complete").first().waitFor({ timeout: 60_000 });
    await page.getByRole("link", { name: "Results" }).click();
    await page.getByRole("heading", { name: "Processed Playbooks (2)" }).waitFor();
    // Notion's "Untitled" picture has no description: the results link to the editor page to give it one.
    await page.getByText("1 image without alt text").click();
    const describe = page.getByRole("link", { name: /^Describe it/ });
    expect(await describe.getAttribute("href")).toBe("/admin/playbooks/launch-an-ai-pilot-in-two-weeks/edit");
    await page.getByRole("button", { name: "Publish all 2 drafts" }).click();
    await page.getByText("Published 2 playbooks of this import: on the site now.").waitFor();

    expect(await walkParts(page, "three-habits-of-reliable-ai-pilots", 3)).toEqual(MARKDOWN_SECTIONS);
    expect(await walkParts(page, "launch-an-ai-pilot-in-two-weeks", 4)).toEqual(notion.sections);

    await page.goto(server.url("/catalog?search=pilots"));
    const card = page.locator("article").filter({ hasText: MARKDOWN_TITLE });
    await card.getByText("3 parts", { exact: true }).waitFor();
    // The sitemap (or, once split, its chunks) lists each part that has something to read.
    const index = await (await page.request.get(server.url("/sitemap.xml"))).text();
    const chunks = [...index.matchAll(/<sitemap><loc>[^<]*(\/sitemaps\/\d+\.xml)<\/loc>/g)].map((match) => match[1]!);
    const texts = await Promise.all(chunks.map(async (chunk) => (await page.request.get(server.url(chunk))).text()));
    const sitemap = [index, ...texts].join("\n");
    expect(sitemap.match(/\/catalog\/three-habits-of-reliable-ai-pilots\/[^<]+/g)).toHaveLength(3);
    expect(sitemap.match(/\/catalog\/launch-an-ai-pilot-in-two-weeks\/[^<]+/g)).toHaveLength(4);
  });
});
