import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { E2E_ADMIN } from "../support/admin-credentials";
import { adminFileServer } from "../support/admin-server";
import { signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";

const browser = withBrowser();
// Its own server: the password changed here must not reach the other files' sign-ins.
const server = adminFileServer();
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function signedInPage(userAgent: string, { javaScriptEnabled = true } = {}): Promise<Page> {
  const page = await browser.page({ userAgent, javaScriptEnabled });
  await signInAsAdmin(page, { origin: server.origin, next: "/admin/security" });
  return page;
}

const row = (page: Page, section: string, browserName: string) =>
  page.getByRole("region", { name: section }).getByRole("row").filter({ hasText: browserName });

/** Whether the page's browser is still signed in: an admin page shows Log out, or the sign-in screen. */
async function stillSignedIn(page: Page): Promise<boolean> {
  await page.goto(server.url("/admin/security"));
  await page.getByRole("heading", { name: /^(Security|Admin Login)$/ }).waitFor();
  return (await page.getByRole("button", { name: "Log out" }).count()) > 0;
}

describe("the security page", () => {
  it("lists the sessions and remembered browsers, signs another out and forgets another, and passes axe", async () => {
    const laptop = await signedInPage(FIREFOX);
    const phone = await signedInPage(SAFARI);
    await laptop.reload();
    await waitForHydration(laptop);
    await expect
      .poll(() => row(laptop, "Signed-in sessions", "Firefox 128 on Linux").textContent())
      .toContain("(this browser)");
    await row(laptop, "Signed-in sessions", "Safari 17 on iOS").waitFor();
    await row(laptop, "Remembered browsers", "Safari 17 on iOS").waitFor();
    await expectNoAxeViolations(laptop);

    await row(laptop, "Signed-in sessions", "Safari 17 on iOS")
      .getByRole("button", { name: /^Sign out/ })
      .click();
    await laptop.getByText("That session is signed out.").first().waitFor();
    await expect.poll(() => row(laptop, "Signed-in sessions", "Safari").count()).toBe(0);
    expect(await stillSignedIn(phone)).toBe(false);

    await row(laptop, "Remembered browsers", "Safari 17 on iOS")
      .getByRole("button", { name: /^Forget/ })
      .click();
    await laptop
      .getByText(/That browser is forgotten/)
      .first()
      .waitFor();
    await expect.poll(() => row(laptop, "Remembered browsers", "Safari").count()).toBe(0);
    expect(await stillSignedIn(laptop)).toBe(true);
  });

  it("changes the password only with the current one, without JavaScript, signing every other session out", async () => {
    const page = await signedInPage(FIREFOX, { javaScriptEnabled: false });
    const other = await signedInPage(SAFARI);
    const form = page.getByRole("form", { name: "Password" });
    const change = async (current: string, next: string) => {
      await form.getByLabel("Current password").fill(current);
      await form.getByLabel("New password", { exact: true }).fill(next);
      await form.getByLabel("New password again").fill(next);
      await form.getByRole("button", { name: "Change password" }).click();
    };
    await change("not the password at all", "another long passphrase");
    await page.getByRole("alert").filter({ hasText: "That is not your current password." }).waitFor();
    expect(await stillSignedIn(other)).toBe(true);

    await change(E2E_ADMIN.password, "another long passphrase");
    await page
      .getByRole("status")
      .filter({ hasText: /^Your password is changed\. \d other sessions? (was|were) signed out\.$/ })
      .waitFor();
    expect(await stillSignedIn(other)).toBe(false);

    await other.getByLabel("Password").fill(E2E_ADMIN.password);
    await other.getByRole("button", { name: "Login" }).click();
    await other.getByRole("alert").filter({ hasText: "Incorrect password" }).waitFor();
    await other.getByLabel("Password").fill("another long passphrase");
    await other.getByRole("button", { name: "Login" }).click();
    await other.getByRole("button", { name: "Log out" }).waitFor();
  });
});
