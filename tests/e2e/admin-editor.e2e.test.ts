import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { reuseAdminSession, signInAsAdmin } from "../support/admin-session";
import { baseUrl, expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { openEditorPage, pasteImage, saveInEditor, screenshotPng } from "../support/editor-page";

reuseAdminSession();
const browser = withBrowser();

const TITLE = "Pricing Workshops That Sell Out";
const SLUG = "pricing-workshops-that-sell-out";

/** "19 words · 1 min read" beside a part in the sidebar. */
const partWords = (page: Page, part: number) =>
  page
    .getByRole("navigation", { name: "Parts" })
    .getByRole("button", { name: new RegExp(`^Part ${part}\\b`) })
    .getByText(/ words? · /);

/** Types "/" and a filter on an empty line, then picks the card from the menu. */
async function insertFromMenu(page: Page, filter: string, option: string): Promise<void> {
  await page.keyboard.type(`/${filter}`);
  const menu = page.getByRole("listbox", { name: "Insert a card" });
  await menu.getByRole("option", { name: new RegExp(`^${option}`) }).waitFor();
  while ((await menu.getByRole("option", { selected: true }).textContent())?.startsWith(option) !== true) {
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Enter");
}

describe("writing a playbook on its editor page", () => {
  it(
    "writes with an image, a callout and a button, keeps typing after each (the image stays), switches parts keeping the caret, and previews it",
    { timeout: 240_000 },
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
      await page.waitForURL(`**/admin/playbooks/${SLUG}/edit`);
      await waitForHydration(page);

      // One part in the writing area, the five in the sidebar, no site header around it.
      const editor = page.getByRole("textbox", { name: "Part 1 content", exact: true });
      await editor.waitFor();
      await expect(page.getByRole("navigation", { name: "Parts" }).getByRole("button").count()).resolves.toBe(6);
      expect(await page.getByLabel("Part 1 title").inputValue()).toBe("Why This Matters");
      expect(await page.getByRole("search").count()).toBe(0);
      await page.getByRole("toolbar", { name: "Formatting, part 1" }).waitFor();
      expect(await page.getByRole("toolbar").count()).toBe(1);
      await expectNoAxeViolations(page);

      // Markdown shortcuts as one types, and the word counts follow.
      await expect(partWords(page, 1).textContent()).resolves.toBe("0 words · 0 min read");
      await editor.click();
      await page.keyboard.type("## The price is the promise\n");
      await page.keyboard.type("A workshop priced at **49 dollars** tells buyers it is a webinar with homework.\n");
      await partWords(page, 1).filter({ hasText: "19 words · 1 min read" }).waitFor();
      expect(await editor.locator("h2").textContent()).toBe("The price is the promise");
      expect(await editor.locator("strong").textContent()).toBe("49 dollars");

      // Ctrl-K is the editor's link, never the site's search.
      await page.keyboard.press("Control+k");
      await page.getByRole("dialog", { name: "Add link" }).waitFor();
      expect(await page.locator("dialog[data-search-dialog][open]").count()).toBe(0);
      await page.keyboard.press("Escape");

      // A pasted image, described, then the next sentence: the image stays.
      await editor.click();
      await page.keyboard.press("Control+End");
      await pasteImage(page, 1, await screenshotPng(), "pricing-ladder.png");
      const dialog = page.getByRole("dialog", { name: "Describe this image" });
      await dialog.waitFor();
      await dialog.getByLabel("Alt text").fill("Price ladder: 49, 149 and 490 dollar workshop tiers");
      await dialog.getByRole("button", { name: "Save description" }).click();
      await dialog.waitFor({ state: "detached" });
      await page.keyboard.type("Three tiers make the middle one the easy choice.");
      expect(await editor.locator("img").getAttribute("alt")).toBe(
        "Price ladder: 49, 149 and 490 dollar workshop tiers",
      );
      expect(await editor.locator("figure + p").textContent()).toBe("Three tiers make the middle one the easy choice.");
      expect(await editor.locator("img").getAttribute("srcset")).toMatch(
        /\/media\/playbooks\/pricing-workshops-that-sell-out\/pricing-ladder-[0-9a-f]{10}-480\.webp 480w/,
      );

      // A callout from the "/" menu takes the caret inside; a button's dialog leaves it below the button.
      await page.keyboard.press("Enter");
      await insertFromMenu(page, "tip", "Tip");
      await page.keyboard.type("Raise the price before the room is full.");
      await page.keyboard.press("ArrowDown");
      await insertFromMenu(page, "butt", "Button");
      const button = page.getByRole("dialog", { name: "Add a button" });
      await button.getByLabel("Button label").fill("Book a pricing call");
      await button.getByLabel("Address").fill("javascript:alert(1)");
      await button.getByRole("button", { name: "Insert" }).click();
      await button.getByRole("alert").filter({ hasText: "Use an address starting with https://" }).waitFor();
      await button.getByLabel("Address").fill("https://example.com/book");
      await button.getByRole("button", { name: "Insert" }).click();
      await button.waitFor({ state: "detached" });
      await page.keyboard.type("Then keep writing below it.");
      expect(await editor.locator(".callout").textContent()).toContain("Raise the price before the room is full.");
      expect(await editor.locator(".editor-card[data-card=buttonCard] a").textContent()).toBe("Book a pricing call");
      expect(await editor.locator(".editor-card + p").last().textContent()).toBe("Then keep writing below it.");
      expect(await editor.locator("img").count()).toBe(1);

      // Another part and back: each keeps its text and its caret.
      await page
        .getByRole("navigation", { name: "Parts" })
        .getByRole("button", { name: /^Part 2\b/ })
        .click();
      const second = page.getByRole("textbox", { name: "Part 2 content", exact: true });
      await second.waitFor();
      await page.keyboard.type("Buyers compare you with the next best option.");
      await page
        .getByRole("navigation", { name: "Parts" })
        .getByRole("button", { name: /^Part 1\b/ })
        .click();
      await editor.waitFor();
      await page.keyboard.type(" More.");
      expect(await editor.locator(".editor-card + p").last().textContent()).toBe("Then keep writing below it. More.");
      await page
        .getByRole("navigation", { name: "Parts" })
        .getByRole("button", { name: /^Part 2\b/ })
        .click();
      await expect(second.textContent()).resolves.toBe("Buyers compare you with the next best option.");
      await expectNoAxeViolations(page);

      // Autosaved: a reload finds the working copy.
      await page.getByText(/^Working copy saved at/).waitFor({ timeout: 30_000 });
      await page.reload();
      await waitForHydration(page);
      await page.getByText("You are editing your unsaved working copy, not the saved version.").waitFor();
      await editor.getByText("The price is the promise").waitFor();

      // The owner's preview: the real reader, with each card as readers get it.
      const [preview] = await Promise.all([
        page.context().waitForEvent("page"),
        page.getByRole("link", { name: /^Preview/ }).click(),
      ]);
      await preview.waitForURL(/\/admin\/playbooks\/pricing-workshops-that-sell-out\/preview\?copy=/);
      await preview.getByRole("link", { name: "Start Reading" }).click();
      await preview.getByRole("heading", { level: 2, name: "The price is the promise" }).waitFor();
      await preview.getByRole("note").getByText("Tip", { exact: true }).waitFor();
      expect(await preview.getByRole("link", { name: "Book a pricing call" }).getAttribute("href")).toBe(
        "https://example.com/book",
      );
      await expectNoAxeViolations(preview);
      await preview.close();

      // Saved as a draft, and the writer stays where they are.
      await saveInEditor(page);
      expect(new URL(page.url()).pathname).toBe(`/admin/playbooks/${SLUG}/edit`);
      await page.getByText("No unsaved changes").waitFor();
      expect((await fetch(`${baseUrl()}/catalog/${SLUG}`)).status).toBe(404);
    },
  );

  it(
    "tells the second of two tabs of a save before its own, and lets it combine the two texts part by part",
    { timeout: 180_000 },
    async () => {
      const first = await browser.page();
      await openEditorPage(first, "ai-fundamentals");
      const second = await first.context().newPage();
      await second.goto("/admin/playbooks/ai-fundamentals/edit");
      await waitForHydration(second);
      const secondEditor = second.getByRole("textbox", { name: "Part 1 content", exact: true });
      await secondEditor.click();
      await second.keyboard.press("Control+End");
      await second.keyboard.type(" A sentence only the second tab wrote.");

      await first.getByLabel("Playbook title").fill("AI Fundamentals, Revised");
      await saveInEditor(first);

      // Told at once, before it saves: by the owner's other tab, with the time.
      const notice = second.getByRole("alert").filter({ hasText: /^Saved in another tab or session at \d\d:\d\d/ });
      await notice.waitFor({ timeout: 15_000 });
      await notice.getByRole("button", { name: "Compare and choose" }).click();
      const comparison = second.getByRole("dialog", { name: "Your text and the saved version" });
      await comparison.waitFor();
      const part = comparison.getByRole("group", { name: /^Part 1:/ });
      expect(await part.locator("ins").first().textContent()).toContain("A sentence only the second tab wrote.");
      await comparison.getByRole("group", { name: "Title" }).getByLabel("Keep theirs").check();
      await expectNoAxeViolations(second);
      await comparison.getByRole("button", { name: "Use what I chose" }).click();
      await comparison.waitFor({ state: "detached" });
      await expect(second.getByLabel("Playbook title").inputValue()).resolves.toBe("AI Fundamentals, Revised");
      await secondEditor.getByText("A sentence only the second tab wrote.").waitFor();
      await saveInEditor(second);

      // The first tab saves again without looking: refused, and the refusal offers the comparison.
      await first.getByLabel("Part 1 title").fill("What Generative AI Is");
      await first.getByRole("button", { name: "Save", exact: true }).click();
      const refusal = first.getByRole("alert").filter({ hasText: "You saved this playbook in another tab or session" });
      await refusal.waitFor({ timeout: 60_000 });
      await refusal.getByRole("button", { name: "Compare and choose, part by part" }).click();
      const again = first.getByRole("dialog", { name: "Your text and the saved version" });
      await again
        .getByRole("group", { name: /^Part 1:/ })
        .locator("del")
        .first()
        .waitFor();
      expect(await again.getByRole("group", { name: "Title" }).getByText("The same in both.").count()).toBe(1);

      const reader = await (await fetch(`${baseUrl()}/catalog/ai-fundamentals`)).text();
      expect(reader).toContain("AI Fundamentals, Revised");
    },
  );

  it(
    "works on a phone, by keyboard alone: parts, toolbar, the card menu and Ctrl/⌘-S",
    { timeout: 120_000 },
    async () => {
      const page = await browser.page({ width: 390, height: 844 });
      await openEditorPage(page, "vibe-coding");
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The parts fold under one button on a phone; keys alone open them and pick one.
      const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
      const toggle = page.getByRole("button", { name: /^Part 1 of \d+:/ });
      for (
        let presses = 0;
        presses < 20 && (await toggle.evaluate((element) => element !== document.activeElement));
        presses += 1
      ) {
        await page.keyboard.press("Tab");
      }
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await focused()).toMatch(/^Part 2/);
      await page.keyboard.press("Enter");
      const editor = page.getByRole("textbox", { name: "Part 2 content", exact: true });
      await editor.waitFor();
      expect(await editor.evaluate((element) => element === document.activeElement)).toBe(true);

      // The toolbar is one Tab stop before the text; the card menu opens from the keyboard.
      await page.keyboard.press("Shift+Tab");
      expect(
        await page.evaluate(() => document.activeElement?.closest("[role=toolbar]")?.getAttribute("aria-label")),
      ).toBe("Formatting, part 2");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Control+End");
      await page.keyboard.press("Enter");
      await page.keyboard.type("/divi");
      await page
        .getByRole("listbox", { name: "Insert a card" })
        .getByRole("option", { name: /^Divider/ })
        .waitFor();
      await page.keyboard.press("Enter");
      await page.keyboard.type("After the line.");
      expect(await editor.locator("hr + p").textContent()).toBe("After the line.");
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.keyboard.press("Control+s");
      await page.getByText("Playbook updated successfully").first().waitFor({ timeout: 60_000 });
      expect(await editor.evaluate((element) => element === document.activeElement)).toBe(true);
    },
  );
});
