import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withAdminServer } from "../support/admin-server";
import { signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";

const browser = withBrowser();
const server = withAdminServer();

/** Signed in, with the inline editor open on `slug`. */
async function openEditor(slug: string, page?: Page): Promise<Page> {
  const tab = page ?? (await browser.page());
  await signInAsAdmin(tab, { origin: server.origin, next: `/admin/playbooks?q=${slug}&edit=${slug}` });
  await waitForHydration(tab);
  return tab;
}

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: false }).first().waitFor();
}

describe("playbook manager", () => {
  it("edits and reorders parts, and the public reader shows the result", async () => {
    const page = await openEditor("pricing-ai-services");
    await expectNoAxeViolations(page);
    await page.getByRole("tab", { name: "Parts" }).click();
    const secondTitle = await page.getByLabel("Part 2 title").inputValue();
    expect(await page.getByRole("button", { name: "Move part 1 up" }).isDisabled()).toBe(true);
    const partCount = await page.getByLabel(/^Part \d+ title$/).count();
    expect(await page.getByRole("button", { name: `Move part ${partCount} down` }).isDisabled()).toBe(true);

    await page.getByLabel("Part 1 title").fill("Renamed Opening Part");
    await page.getByRole("button", { name: "Move part 2 up" }).click();
    await expect(page.getByLabel("Part 1 title").inputValue()).resolves.toBe(secondTitle);
    await page.getByLabel("Part 3 content (HTML)").fill("<p>Freshly edited words for the third part.</p>");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save" }).click();
    await toast(page, "Playbook updated successfully");
    await page.waitForURL((url) => !url.search.includes("edit="));

    await page.goto(server.url("/catalog/pricing-ai-services"));
    const contents = page.getByRole("list").filter({ hasText: "Renamed Opening Part" });
    const titles = await contents.getByRole("link").allTextContents();
    expect(titles[0]).toContain(secondTitle);
    expect(titles[1]).toContain("Renamed Opening Part");
    await contents.getByRole("link").nth(2).click();
    await page.getByText("Freshly edited words for the third part.").waitFor();
  });

  it("deletes to the trash after the confirmation, and restores from there", async () => {
    const page = await openEditor("customer-research-with-ai");
    await page.getByRole("link", { name: "Cancel editing" }).click();
    const deleteButton = page.getByRole("button", { name: /^Delete / });

    const dialogs: string[] = [];
    page.once("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await deleteButton.click();
    expect(dialogs).toEqual(["Are you sure you want to delete this playbook?"]);
    expect((await page.request.get(server.url("/catalog/customer-research-with-ai"))).status()).toBe(200);

    page.once("dialog", (dialog) => void dialog.accept());
    await deleteButton.click();
    await toast(page, "Playbook deleted successfully");
    expect((await page.request.get(server.url("/catalog/customer-research-with-ai"))).status()).toBe(404);

    await page.getByRole("link", { name: "Trash" }).click();
    await page.getByRole("heading", { name: "Trash", exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: /^Restore Customer Research/ }).click();
    await toast(page, "is back in the catalog");
    await page.getByText("The trash is empty.").waitFor();
    expect((await page.request.get(server.url("/catalog/customer-research-with-ai"))).status()).toBe(200);
  });

  it("restores an older revision, keeping the replaced version too", async () => {
    const page = await openEditor("community-led-growth");
    const originalTitle = await page.getByLabel("Title", { exact: true }).inputValue();
    await page.getByLabel("Title", { exact: true }).fill("Community Growth, Edited");
    await page.getByRole("button", { name: "Save" }).click();
    await toast(page, "Playbook updated successfully");

    await page.goto(server.url("/admin/playbooks/community-led-growth/revisions"));
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "View version 1" }).click();
    await page.getByRole("heading", { name: `Version 1: ${originalTitle}` }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Restore version 1" }).click();
    await toast(page, "the playbook is now at version 3");

    await page.goto(server.url("/catalog/community-led-growth"));
    await page.getByRole("heading", { level: 1, name: originalTitle }).waitFor();
    await page.goto(server.url("/admin/playbooks/community-led-growth/revisions"));
    await page.getByText("Version 2: Community Growth, Edited").waitFor();
  });

  it("refuses the second of two concurrent edits with a clear message, keeping what was typed", async () => {
    const first = await openEditor("linkedin-authority-playbook");
    const second = await openEditor("linkedin-authority-playbook");

    await first.getByLabel("Title", { exact: true }).fill("Saved First");
    await first.getByRole("button", { name: "Save" }).click();
    await toast(first, "Playbook updated successfully");

    await second.getByLabel("Title", { exact: true }).fill("Saved Second");
    await second.getByRole("button", { name: "Save" }).click();
    await second
      .getByRole("alert")
      .filter({ hasText: "Someone else saved this playbook after you opened it" })
      .waitFor();
    await toast(second, "Failed to save playbook");
    await expect(second.getByLabel("Title", { exact: true }).inputValue()).resolves.toBe("Saved Second");

    await second.goto(server.url("/catalog/linkedin-authority-playbook"));
    await second.getByRole("heading", { level: 1, name: "Saved First" }).waitFor();
  });

  it("publishes an imported draft from the manager, before scripts load too; the catalog then lists it first", async () => {
    const slug = "ai-agents-are-coming-for-the-back-office";
    const importer = await browser.page();
    await signInAsAdmin(importer, { origin: server.origin, next: "/admin/import" });
    await waitForHydration(importer);
    await importer.getByLabel("HTML files").setInputFiles([path.resolve("tests/fixtures/import/saved-news-page.html")]);
    await importer.getByRole("button", { name: "Process All Files" }).click();
    await importer.getByText("Batch Processing Complete").first().waitFor();
    // Read once by a visitor while it is a draft, so the page cache holds a catalog without it.
    const visitorCatalog = async () => (await fetch(server.url("/catalog"))).text();
    expect(await visitorCatalog()).not.toContain(`/catalog/${slug}"`);
    expect((await fetch(server.url(`/catalog/${slug}`))).status).toBe(404);

    await importer.goto(server.url("/admin/playbooks?q=agents"));
    await importer.getByText("Draft", { exact: true }).waitFor();
    await expectNoAxeViolations(importer);

    const page = await browser.page({ javaScriptEnabled: false });
    await signInAsAdmin(page, { origin: server.origin, next: "/admin/playbooks?q=agents" });
    const row = page.getByRole("listitem").filter({ hasText: "AI agents are coming for the back office" });
    await row.getByText("Draft", { exact: true }).waitFor();
    await row.getByRole("button", { name: "Publish AI agents are coming for the back office" }).click();
    await page.getByText(`Published: /catalog/${slug} is on the site.`).waitFor();
    expect(await row.getByText("Draft", { exact: true }).count()).toBe(0);

    await page.goto(server.url("/catalog"));
    const results = page.getByRole("region", { name: "Playbooks", exact: true });
    await results.getByRole("article").first().getByText("AI agents are coming for the back office").waitFor();
    expect(await visitorCatalog()).toContain(`/catalog/${slug}"`);
    expect((await fetch(server.url(`/catalog/${slug}`))).status).toBe(200);
  });

  it("searches with a count badge and the spec's empty state", async () => {
    const page = await browser.page();
    await signInAsAdmin(page, { origin: server.origin, next: "/admin/playbooks?q=zzz-no-match" });
    await page.getByText("No playbooks found").waitFor();
    await page.getByText("Try adjusting your search terms").waitFor();
    await page.getByLabel("Search playbooks").fill("fundamentals");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=fundamentals/);
    await page.getByText("No playbooks found").waitFor({ state: "detached" });
    // One "Select …" checkbox per playbook listed (for the bulk actions).
    const rows = await page
      .getByRole("main")
      .getByRole("checkbox", { name: /^Select / })
      .count();
    expect(rows).toBeGreaterThan(3);
    await expect(page.getByText(`${rows} playbooks`).count()).resolves.toBeGreaterThan(0);
  });
});
