import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../support/admin-session";
import { baseUrl, withBrowser } from "../support/browser";

const browser = withBrowser();

const OLD_SLUG = "ai-workflows-for-small-teams";
const NEW_SLUG = "ai-workflows-for-teams-of-five";
const THIRD_SLUG = "ai-workflows-for-small-offices";

describe("the editor page before scripts load", () => {
  it(
    "moves the playbook to a new address from its own details, and the page follows it",
    { timeout: 120_000 },
    async () => {
      const page = await browser.page({ javaScriptEnabled: false });
      await signInAsAdmin(page, { next: "/admin/playbooks" });
      await page.goto(`/admin/playbooks/${OLD_SLUG}/edit`);
      await page.getByLabel("URL slug").fill(NEW_SLUG);
      await page.getByRole("button", { name: "Save", exact: true }).click();

      // The editor's own address now, with the new one in its field and a notice saying so.
      await page.waitForURL((url) => url.pathname === `/admin/playbooks/${NEW_SLUG}/edit`);
      await page
        .getByRole("status")
        .filter({ hasText: `Saved. The playbook's address is now /catalog/${NEW_SLUG}; the old one redirects there.` })
        .waitFor();
      expect(await page.getByLabel("URL slug").inputValue()).toBe(NEW_SLUG);

      // Saving again goes to the new address: no "not found", no second move.
      await page.getByLabel("Playbook title").fill("AI Workflows for Teams of Five");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page
        .getByRole("status")
        .filter({ hasText: /^Saved\.$/ })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe(`/admin/playbooks/${NEW_SLUG}/edit`);
      expect(await page.getByLabel("Playbook title").inputValue()).toBe("AI Workflows for Teams of Five");

      // The settings are a page of their own without scripts: moving the playbook there leads back here too.
      await page.getByRole("link", { name: /^Settings of AI Workflows for Teams of Five/ }).click();
      await page.getByRole("heading", { level: 1, name: "Playbook settings" }).waitFor();
      await page.getByLabel("URL slug").fill(THIRD_SLUG);
      await page.getByRole("button", { name: "Save settings" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: `Settings saved. The playbook's address is now /catalog/${THIRD_SLUG}` })
        .waitFor();
      await page.getByRole("link", { name: "Edit text" }).click();
      expect(new URL(page.url()).pathname).toBe(`/admin/playbooks/${THIRD_SLUG}/edit`);
      expect(await page.getByLabel("URL slug").inputValue()).toBe(THIRD_SLUG);

      const old = await fetch(`${baseUrl()}/catalog/${OLD_SLUG}`, { redirect: "manual" });
      expect(old.status).toBe(301);
      expect(new URL(old.headers.get("Location")!, baseUrl()).pathname).toBe(`/catalog/${THIRD_SLUG}`);
    },
  );
});
