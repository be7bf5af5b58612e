import type { Page } from "playwright-core";
import { E2E_ADMIN } from "./admin-credentials";
import { signInCookie } from "./admin-cookie";
import { baseUrl } from "./browser";

/**
 * Signs the page's browser context in through the login screen and waits for `next` (the
 * panel by default). `origin` selects a server other than the shared one.
 */
export async function signInAsAdmin(page: Page, { next = "/admin", origin = baseUrl() } = {}): Promise<void> {
  await page.goto(`${origin}${next === "/admin" ? "/admin" : `/admin?redirectTo=${encodeURIComponent(next)}`}`);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === next);
  await page.getByRole("button", { name: "Log out" }).waitFor();
}

/** A session cookie ("admin_session=…") for requests made without a browser. */
export function adminCookie(origin = baseUrl()): Promise<string> {
  return signInCookie(origin);
}
