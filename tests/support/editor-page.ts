import type { Page } from "playwright-core";
import sharp from "sharp";
import { signInAsAdmin } from "./admin-session";
import { waitForHydration } from "./browser";

/** Signs in (on `origin`'s server) and opens the focused editor page of `slug`, hydrated and with its visual editor. */
export async function openEditorPage(page: Page, slug: string, { origin }: { origin?: string } = {}): Promise<void> {
  await signInAsAdmin(page, { origin, next: "/admin/playbooks" });
  await page.goto(`${origin ?? ""}/admin/playbooks/${slug}/edit`);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: /^Part \d+ content$/ }).waitFor();
}

/** A 1200 × 600 PNG: wide enough for the 480 and 960 px variants beside the full width. */
export async function screenshotPng(): Promise<string> {
  const image = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#4f46e5" } })
    .png()
    .toBuffer();
  return image.toString("base64");
}

/** Pastes an image file into the part editor as a browser does when a screenshot is pasted. */
export async function pasteImage(page: Page, part: number, base64: string, name: string): Promise<void> {
  await page.getByRole("textbox", { name: `Part ${part} content`, exact: true }).evaluate(
    (element, { base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], name, { type: "image/png" }));
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { base64, name },
  );
}

/** Saves with the top bar's button and waits for the answer (a busy machine gets a minute). */
export async function saveInEditor(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const saved = page.getByText("Playbook updated successfully");
  await saved
    .or(page.getByRole("alert").filter({ hasText: /refused|saved this playbook|Failed/ }))
    .first()
    .waitFor({ timeout: 60_000 });
  const problems = (await page.getByRole("alert").allInnerTexts()).join(" | ");
  if ((await saved.count()) === 0) throw new Error(`The save was refused: ${problems}`);
}

/** Shows part `number` in the writing area, from the sidebar. */
export async function showPart(page: Page, number: number): Promise<void> {
  await page
    .getByRole("navigation", { name: "Parts" })
    .getByRole("button", { name: new RegExp(`^Part ${number}\\b`) })
    .click();
  await page.getByRole("textbox", { name: `Part ${number} content`, exact: true }).waitFor();
}

/** Unfolds the playbook's details (address, description, categories, SEO). */
export async function openPlaybookDetails(page: Page): Promise<void> {
  const toggle = page.getByRole("button", { name: "Playbook details" });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
}
