import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminFileServer } from "../support/admin-server";
import { reuseAdminSession, signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { openEditorPage, saveInEditor, showPart } from "../support/editor-page";

reuseAdminSession();
const browser = withBrowser();
const server = adminFileServer();

/** Signed in, with the editor page of `slug` open. */
async function openEditor(slug: string): Promise<Page> {
  const page = await browser.page();
  await openEditorPage(page, slug, { origin: server.origin });
  return page;
}

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: false }).first().waitFor();
}

describe("playbook manager", () => {
  it("edits and reorders parts, and the public reader shows the result", { timeout: 120_000 }, async () => {
    const page = await openEditor("pricing-ai-services");
    await expectNoAxeViolations(page);
    expect(await page.getByRole("button", { name: "Move part 1 up" }).isDisabled()).toBe(true);
    await page.getByLabel("Part 1 title").fill("Renamed Opening Part");

    await showPart(page, 2);
    const secondTitle = await page.getByLabel("Part 2 title").inputValue();
    // The moved part stays in the writing area, now first.
    await page.getByRole("button", { name: "Move part 2 up" }).click();
    await expect(page.getByLabel("Part 1 title").inputValue()).resolves.toBe(secondTitle);
    const partCount = await page
      .getByRole("navigation", { name: "Parts" })
      .getByRole("button", { name: /^Part \d+\b/ })
      .count();
    await showPart(page, partCount);
    expect(await page.getByRole("button", { name: `Move part ${partCount} down` }).isDisabled()).toBe(true);

    await showPart(page, 3);
    await page
      .getByRole("textbox", { name: "Part 3 content", exact: true })
      .fill("Freshly edited words for the third part.");
    await expectNoAxeViolations(page);
    await saveInEditor(page);
    // Save keeps the writer where they are.
    expect(new URL(page.url()).pathname).toBe("/admin/playbooks/pricing-ai-services/edit");
    await page
      .getByRole("textbox", { name: "Part 3 content", exact: true })
      .getByText("Freshly edited words")
      .waitFor();

    await page.goto(server.url("/catalog/pricing-ai-services"));
    const contents = page.getByRole("list").filter({ hasText: "Renamed Opening Part" });
    const titles = await contents.getByRole("link").allTextContents();
    expect(titles[0]).toContain(secondTitle);
    expect(titles[1]).toContain("Renamed Opening Part");
    await contents.getByRole("link").nth(2).click();
    await page.getByText("Freshly edited words for the third part.").waitFor();
  });

  it("deletes to the trash after the confirmation, and restores from there", async () => {
    const page = await browser.page();
    await signInAsAdmin(page, { origin: server.origin, next: "/admin/playbooks?q=customer-research-with-ai" });
    await waitForHydration(page);
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
    const originalTitle = await page.getByLabel("Playbook title").inputValue();
    await page.getByLabel("Playbook title").fill("Community Growth, Edited");
    await saveInEditor(page);

    await page.goto(server.url("/admin/playbooks/community-led-growth/revisions"));
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "View version 1" }).click();
    await page.getByRole("heading", { name: `Version 1: ${originalTitle}` }).waitFor();
    // What changed since, side by side: the title.
    const title = page.getByRole("region", { name: "Title" });
    await title.locator("del").first().waitFor();
    expect((await title.locator("ins").allTextContents()).join("")).toContain("Edited");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "This version as readers saw it" }).click();
    await page.waitForURL(/view=reading/);
    await page.locator(".playbook-prose").first().waitFor();
    await page.getByRole("button", { name: "Restore version 1" }).click();
    await toast(page, "the playbook is now at version 3");

    await page.goto(server.url("/catalog/community-led-growth"));
    await page.getByRole("heading", { level: 1, name: originalTitle }).waitFor();
    await page.goto(server.url("/admin/playbooks/community-led-growth/revisions"));
    await page.getByText("Version 2: Community Growth, Edited").waitFor();
  });

  it("refuses the second of two concurrent edits, keeping both texts, and lets its author replace the first", async () => {
    const first = await openEditor("linkedin-authority-playbook");
    const second = await openEditor("linkedin-authority-playbook");

    await first.getByLabel("Playbook title").fill("Saved First");
    await saveInEditor(first);

    await second.getByLabel("Playbook title").fill("Saved Second");
    await second.getByRole("button", { name: "Save", exact: true }).click();
    await second
      .getByRole("alert")
      .filter({ hasText: "You saved this playbook in another tab or session after this editor opened it" })
      .waitFor({ timeout: 60_000 });
    await toast(second, "Failed to save playbook");
    await second.getByText("both texts are kept").waitFor();
    await expect(second.getByLabel("Playbook title").inputValue()).resolves.toBe("Saved Second");
    expect(await (await fetch(server.url("/catalog/linkedin-authority-playbook"))).text()).toContain("Saved First");

    // The refused text is the second tab's working copy on the server: a reload finds it.
    await second.reload();
    await waitForHydration(second);
    await second.getByText("You are editing your unsaved working copy").waitFor();
    await expect(second.getByLabel("Playbook title").inputValue()).resolves.toBe("Saved Second");

    // Saving it again is refused again, then replacing keeps the first text in the history.
    await second.getByRole("button", { name: "Save", exact: true }).click();
    await second.getByRole("button", { name: "Replace with my version" }).click();
    await toast(second, "Playbook updated successfully");
    await second.goto(server.url("/catalog/linkedin-authority-playbook"));
    await second.getByRole("heading", { level: 1, name: "Saved Second" }).waitFor();
    await second.goto(server.url("/admin/playbooks/linkedin-authority-playbook/revisions"));
    await second.getByText(/Version \d+: Saved First/).waitFor();
  });

  it("publishes an imported draft from the manager's publish dialog, and before scripts load too; the catalog then lists it first", async () => {
    const slug = "ai-agents-are-coming-for-the-back-office";
    const title = "AI agents are coming for the back office";
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

    // The row's Publish opens the confirmation: the address and the parts, then publishes.
    await importer.goto(server.url("/admin/playbooks?q=agents"));
    await waitForHydration(importer);
    const row = importer.getByRole("listitem").filter({ hasText: title });
    await row.getByText("Draft", { exact: true }).waitFor();
    await expectNoAxeViolations(importer);
    await row.getByRole("link", { name: `Publish ${title}` }).click();
    const dialog = importer.getByRole("dialog", { name: `Publish “${title}”` });
    await dialog.getByText(`Goes public at ${server.origin}/catalog/${slug}`).waitFor();
    await dialog.getByText(/^\d+ parts?, [\d,]+ words$/).waitFor();
    await expectNoAxeViolations(importer);
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await toast(importer, `Published: /catalog/${slug} is on the site`);
    await dialog.waitFor({ state: "detached" });
    await row.getByText("Draft", { exact: true }).waitFor({ state: "detached" });

    // Before scripts load, Publish and Unpublish are the same confirmation as a page, which leads back.
    const page = await browser.page({ javaScriptEnabled: false });
    await signInAsAdmin(page, { origin: server.origin, next: "/admin/playbooks?q=agents" });
    await page.getByRole("link", { name: `Unpublish ${title}` }).click();
    await page.getByRole("heading", { level: 1, name: `Unpublish “${title}”` }).waitFor();
    await page.getByRole("button", { name: "Unpublish" }).click();
    await page.getByRole("status").getByText(`Unpublished: /catalog/${slug} is a draft again`).waitFor();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("status").getByText(`Published: /catalog/${slug} is on the site`).waitFor();
    await page.getByRole("link", { name: "Back" }).click();
    await page.waitForURL(/\/admin\/playbooks\?q=agents$/);
    const listed = page.getByRole("listitem").filter({ hasText: title });
    await listed.getByRole("link", { name: `Unpublish ${title}` }).waitFor();
    expect(await listed.getByText("Draft", { exact: true }).count()).toBe(0);

    await page.goto(server.url("/catalog"));
    const results = page.getByRole("region", { name: "Playbooks", exact: true });
    await results.getByRole("article").first().getByText(title).waitFor();
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
