import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withAdminServer } from "../support/admin-server";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { withFakeSmtp } from "../support/fake-smtp";
import { WORKSHOP_ANSWERS } from "../support/tools-settings";
import { expectHeading } from "./tools-helpers";

const browser = withBrowser();
// Declared before the server, whose environment reads its address.
const smtp = withFakeSmtp();
const server = withAdminServer(smtp.env());
const ANSWERS = new URLSearchParams({ ...WORKSHOP_ANSWERS, step: "6" });

/** A blueprint of this browser's own, and the pack card's form filled with `email` and sent. */
async function askForPack(page: Page, email: string, { scripts = true } = {}): Promise<void> {
  await page.goto(server.url(`/tools/workshop-builder?${ANSWERS}`));
  if (scripts) await waitForHydration(page);
  await page.getByRole("button", { name: "Get My Plan" }).click();
  await expectHeading(page, "Here's Your Personalized Workshop Blueprint");
  await page.getByRole("link", { name: "Get Free Resources Pack" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Get My Resources" }).click();
}

describe("an address already on file, typed in another browser", () => {
  it("never shows that browser the lead's pack: the pack link goes to the mailbox, and the page says so", async () => {
    const owner = await browser.page();
    await askForPack(owner, "owner@example.com");
    await expectHeading(owner, "Your Resources Pack Is Ready");
    const packLink = (await owner.getByRole("link", { name: "Open My Resources Pack" }).getAttribute("href"))!;
    const resultPage = await owner.goto(owner.url());
    expect(resultPage?.headers()["cache-control"]).toBe("no-store");
    const packPage = await owner.goto(server.url(packLink));
    expect(packPage?.headers()["cache-control"]).toBe("no-store");

    const stranger = await browser.page();
    await askForPack(stranger, "owner@example.com");
    await expectHeading(stranger, "Check That Inbox");
    const card = (await stranger.locator("main").textContent()) ?? "";
    expect(card).toContain("we are e-mailing its link to that inbox");
    expect(await stranger.locator('main a[href^="/resources/"]').count()).toBe(0);
    await expectNoAxeViolations(stranger);
    const mails = await smtp.mailsTo("owner@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`${server.origin}${packLink}`);

    // Again within the hour, without scripts: no second e-mail, and the page points to the first.
    const again = await browser.page({ javaScriptEnabled: false });
    await askForPack(again, "owner@example.com", { scripts: false });
    await expectHeading(again, "Check That Inbox");
    expect(await again.locator('main a[href^="/resources/"]').count()).toBe(0);
    expect(await smtp.mailsTo("owner@example.com")).toHaveLength(1);

    // The owner's own browser still opens its pack from the blueprint.
    await owner.goBack();
    await owner.reload();
    await expect
      .poll(() => owner.getByRole("link", { name: "Open My Resources Pack" }).getAttribute("href"))
      .toBe(packLink);
  });
});
