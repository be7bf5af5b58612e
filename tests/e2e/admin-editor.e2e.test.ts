import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../support/admin-session";
import { baseUrl, expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";

const browser = withBrowser();

const TITLE = "Pricing Workshops That Sell Out";
const SLUG = "pricing-workshops-that-sell-out";

/** A 1200 × 600 PNG: wide enough for the 480 and 960 px variants beside the full width. */
async function screenshotPng(): Promise<string> {
  const image = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#4f46e5" } })
    .png()
    .toBuffer();
  return image.toString("base64");
}

/** Pastes an image file into the part editor as a browser does when a screenshot is pasted. */
async function pasteImage(page: Page, part: number, base64: string, name: string): Promise<void> {
  await page.getByRole("textbox", { name: `Part ${part} content` }).evaluate(
    (element, { base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type: "image/png" }));
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { base64, name },
  );
}

/** "19 words · 1 min read" under a part's editor (the parts are the numbered list). */
const partWords = (page: Page, part: number) =>
  page
    .locator("ol > li")
    .filter({ has: page.getByRole("textbox", { name: `Part ${part} content` }) })
    .getByText(/ words? · /);

describe("writing a playbook in the admin", () => {
  it(
    "writes a new playbook with an image, autosaves it, finds it after a reload, previews it and shares the preview",
    { timeout: 150_000 },
    async () => {
      const page = await browser.page();
      await signInAsAdmin(page, { next: "/admin/playbooks" });
      await waitForHydration(page);
      await page.getByRole("link", { name: "New playbook" }).click();
      await page.getByLabel("Title").fill(TITLE);
      await page
        .getByLabel("Description")
        .fill("Set a price for a half-day workshop that fills the room and pays for itself.");
      await page.getByLabel("AI Business").check();
      await page.getByLabel("Offer").check();
      await page.getByRole("button", { name: "Create draft" }).click();
      await page.waitForURL((url) => url.searchParams.get("edit") === SLUG);
      await waitForHydration(page);

      // The five starter parts, each with the visual editor and its own toolbar.
      await page.getByRole("tab", { name: "Parts" }).click();
      const editor = page.getByRole("textbox", { name: "Part 1 content" });
      await editor.waitFor();
      expect(await page.getByLabel(/^Part \d+ title$/).count()).toBe(5);
      expect(await page.getByLabel("Part 1 title").inputValue()).toBe("Why This Matters");
      await expectNoAxeViolations(page);

      // Markdown shortcuts as one types, and the word count follows.
      await expect(partWords(page, 1).textContent()).resolves.toBe("0 words · 0 min read");
      await editor.click();
      await page.keyboard.type("## The price is the promise\n");
      await page.keyboard.type("A workshop priced at **49 dollars** tells buyers it is a webinar with homework.\n");
      await page.keyboard.type("- Anchor on the outcome");
      await partWords(page, 1).filter({ hasText: "23 words · 1 min read" }).waitFor();
      expect(await editor.locator("h2").textContent()).toBe("The price is the promise");
      expect(await editor.locator("strong").textContent()).toBe("49 dollars");
      expect(await editor.locator("ul li").count()).toBe(1);

      // The toolbar is one Tab stop; arrows move along it, toggles say whether they are on.
      const toolbar = page.getByRole("toolbar", { name: "Formatting, part 1" });
      await toolbar.getByRole("button", { name: "Paragraph" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe("Heading");
      await expect(toolbar.getByRole("button", { name: "Bulleted list" }).getAttribute("aria-pressed")).resolves.toBe(
        "true",
      );

      // An image pasted into the part: uploaded, resized into width variants, then described.
      await editor.locator("li").click();
      // Enter twice leaves the list.
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await pasteImage(page, 1, await screenshotPng(), "pricing-ladder.png");
      const dialog = page.getByRole("dialog", { name: "Describe this image" });
      await dialog.waitFor();
      // No description, no image: the dialog insists (the save would refuse it too).
      await dialog.getByLabel("Alt text").fill("   ");
      await dialog.getByRole("button", { name: "Save description" }).click();
      await dialog.getByRole("alert").filter({ hasText: "Write the alt text" }).waitFor();
      await dialog.getByLabel("Alt text").fill("Price ladder: 49, 149 and 490 dollar workshop tiers");
      await dialog.getByRole("button", { name: "Save description" }).click();
      await dialog.waitFor({ state: "detached" });
      const image = editor.locator("img");
      const srcset = (await image.getAttribute("srcset")) ?? "";
      expect(srcset).toMatch(
        /\/media\/playbooks\/pricing-workshops-that-sell-out\/pricing-ladder-[0-9a-f]{10}-480\.webp 480w/,
      );
      expect(srcset).toMatch(/-960\.webp 960w, .*-1200\.webp 1200w$/);
      expect((await page.request.get((await image.getAttribute("src")) ?? "")).headers()["content-type"]).toBe(
        "image/webp",
      );

      // Autosaved on the server: a reload (or a closed tab) finds the working copy.
      await page.getByText(/^Working copy saved at/).waitFor();
      await page.reload();
      await waitForHydration(page);
      await page.getByText("You are editing your unsaved working copy, not the saved version.").waitFor();
      await page.getByRole("tab", { name: "Parts" }).click();
      await page.getByRole("textbox", { name: "Part 1 content" }).getByText("The price is the promise").waitFor();
      await expectNoAxeViolations(page);

      // The owner's preview: the real reader, with the banner, showing the unsaved copy.
      const [preview] = await Promise.all([
        page.context().waitForEvent("page"),
        page.getByRole("link", { name: /^Preview/ }).click(),
      ]);
      await preview.waitForURL(/\/admin\/playbooks\/pricing-workshops-that-sell-out\/preview\?copy=/);
      await preview.getByRole("region", { name: "Preview" }).getByText("Draft, not public").waitFor();
      await preview.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      await preview.getByRole("link", { name: "Start Reading" }).click();
      await preview.getByRole("heading", { level: 2, name: "The price is the promise" }).waitFor();
      expect(await preview.locator(".playbook-prose img").getAttribute("alt")).toBe(
        "Price ladder: 49, 149 and 490 dollar workshop tiers",
      );
      await expectNoAxeViolations(preview);
      await preview.close();

      // Saved as a draft: still 404 to visitors.
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByText("Playbook updated successfully").first().waitFor();
      expect((await fetch(`${baseUrl()}/catalog/${SLUG}`)).status).toBe(404);

      // A share link that works without an account, and stops when turned off.
      await page.goto(`/admin/playbooks/${SLUG}/share`);
      await page.getByRole("button", { name: "Create a preview link" }).click();
      const link = await page.getByLabel("Preview link").inputValue();
      expect(link).toMatch(new RegExp(`^${baseUrl()}/preview/[\\w-]+\\.\\d+\\.[\\w-]+$`));
      const reviewer = await browser.page();
      const response = await reviewer.goto(link);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["x-robots-tag"]).toContain("noindex");
      expect(response?.headers()["cache-control"]).toBe("no-store");
      expect(await reviewer.context().cookies()).toEqual([]);
      await reviewer.getByText("Draft, not public").waitFor();
      await reviewer.getByText(/Shared preview link, valid until/).waitFor();
      await reviewer.getByRole("link", { name: "Start Reading" }).click();
      await reviewer.getByRole("heading", { level: 2, name: "The price is the promise" }).waitFor();
      await expectNoAxeViolations(reviewer);

      await page.getByRole("button", { name: "Turn off this preview link" }).click();
      await page.getByText("Preview link turned off").first().waitFor();
      const off = await reviewer.goto(link);
      expect(off?.status()).toBe(410);
      await reviewer.getByRole("heading", { name: "Preview Link Turned Off" }).waitFor();
    },
  );
});
