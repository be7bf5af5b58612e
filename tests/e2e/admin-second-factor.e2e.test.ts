import { generate } from "otplib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { E2E_ADMIN } from "../support/admin-credentials";
import { adminFileServer } from "../support/admin-server";
import { signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";

const browser = withBrowser();
// Its own server: the account's second factor must not reach the other files' sign-ins.
const server = adminFileServer();

/** The app's code `stepsAhead` time steps from now (the set-up used the current one). */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** Turns two-step sign-in on from the security page; returns the secret and the recovery codes. */
async function turnOn(page: Page, check: (stage: string) => Promise<void>) {
  await page.goto(server.url("/admin/security"));
  await page.getByRole("heading", { name: "Two-step sign-in is off" }).waitFor();
  await check("off");
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await page.getByRole("img", { name: "QR code that adds this site to an authenticator app" }).waitFor();
  await check("set-up");
  const secret = (await page.locator("code").textContent())!.replaceAll(" ", "");
  await page.getByLabel("Code from the app").fill(await codeFor(secret));
  await page
    .getByRole("form", { name: "Turn on two-step sign-in" })
    .getByLabel("Current password")
    .fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await page.getByRole("heading", { name: "Your recovery codes" }).waitFor();
  await check("recovery codes");
  const recoveryCodes = await page
    .getByRole("listitem")
    .filter({ hasText: /^\w{4}-\w{4}-\w{4}$/ })
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await page.getByRole("link", { name: "I have saved them" }).click();
  await page.getByText("10 recovery codes are left.").waitFor();
  return { secret, recoveryCodes };
}

async function passwordStep(page: Page, { scripts = false } = {}): Promise<void> {
  await page.goto(server.url("/admin"));
  if (scripts) await waitForHydration(page);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByLabel("Password").press("Enter");
  await page.getByLabel("Authentication code").waitFor();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Log out" }).click();
  await page.getByRole("heading", { name: "Admin Login" }).waitFor();
}

describe("two-step sign-in", () => {
  it("is set up, asked for at sign-in, met with a recovery code and turned off, all without JavaScript", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await signInAsAdmin(page, { origin: server.origin });
    const { secret, recoveryCodes } = await turnOn(page, async () => undefined);
    await logOut(page);

    await passwordStep(page);
    await page.getByLabel("Authentication code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("alert").filter({ hasText: "Incorrect code" }).waitFor();
    await page.getByLabel("Authentication code").fill(await codeFor(secret, 1));
    await page.getByLabel("Authentication code").press("Enter");
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
    await logOut(page);

    await passwordStep(page);
    await page.getByLabel("Authentication code").fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();

    await page.goto(server.url("/admin/security"));
    await page.getByText("9 recovery codes are left.").waitFor();
    await page.getByLabel("Code to turn it off").fill(recoveryCodes[1]!);
    await page
      .getByRole("form", { name: "Turn off two-step sign-in" })
      .getByLabel("Current password")
      .fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Turn off two-step sign-in" }).click();
    await page.getByRole("heading", { name: "Two-step sign-in is off" }).waitFor();
    await logOut(page);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
  });

  it("greets the owner only after the code, and every screen of it passes axe", async () => {
    const page = await browser.page();
    await signInAsAdmin(page, { origin: server.origin });
    await waitForHydration(page);
    const { secret } = await turnOn(page, () => expectNoAxeViolations(page));
    await logOut(page);

    await passwordStep(page, { scripts: true });
    await expectNoAxeViolations(page);
    expect(await page.getByText("Access Granted").count()).toBe(0);
    await page.getByLabel("Authentication code").fill(await codeFor(secret, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("Access Granted").first().waitFor();
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(cookies).toEqual(expect.arrayContaining(["admin_session", "admin_device"]));
    expect(cookies).not.toContain("admin_second_step");
  });
});
