import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { expectHeading, waitForToast } from "./tools-helpers";

const browser = withBrowser();

describe("/admin/resources", () => {
  it("lets the owner edit a pack item, keeps the old version and restores it", async () => {
    const page = await browser.page();
    await signInAsAdmin(page);
    await page.getByRole("link", { name: /Resources Pack/ }).click();
    await expectHeading(page, "Resources Pack");
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Prompt Pack: 56 Prompts for Running AI Workshops" }).click();
    await expectHeading(page, "Edit: Prompt Pack: 56 Prompts for Running AI Workshops");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(await page.getByText("No earlier versions yet").isVisible()).toBe(true);

    await page.getByLabel("Title").fill("Prompt Pack: Our 56 Workshop Prompts");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Saved: this item is now at version 2.").waitFor();
    await expectHeading(page, "Edit: Prompt Pack: Our 56 Workshop Prompts");
    expect(await page.getByText("Version 1: Prompt Pack: 56 Prompts for Running AI Workshops").isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Restore version 1" }).click();
    await waitForToast(page, "Restored version 1: it is now version 3.");
    await expectHeading(page, "Edit: Prompt Pack: 56 Prompts for Running AI Workshops");
    expect(await page.getByLabel("Title").inputValue()).toBe("Prompt Pack: 56 Prompts for Running AI Workshops");
  });
});
