import type { Cookie, Page } from "playwright-core";
import { E2E_ADMIN } from "./admin-credentials";
import { signInCookie } from "./admin-cookie";
import { baseUrl } from "./browser";

/** The browser cookies of a signed-in owner, by server origin, in a file that reuses them. */
let sessions: Map<string, Cookie[]> | undefined;
/** The first sign-in to each server of such a file, while it runs. */
const firstSignIns = new Map<string, Promise<unknown>>();

/**
 * Called at a test file's top level: `signInAsAdmin` signs in through the login screen once per
 * server, and later pages of the file start with that session's cookies instead, as a second
 * tab of the owner's browser would (the login page and a password check saved each time). Not
 * for files about sign-in itself, devices or sessions, which need a sign-in per page.
 */
export function reuseAdminSession(): void {
  sessions = new Map();
}

/**
 * Signs the page's browser context in through the login screen and waits for `next` (the
 * panel by default). `origin` selects a server other than the shared one. In a file that
 * reuses the session, a page after the first starts with its cookies; should that session have
 * ended, it signs in again.
 */
export async function signInAsAdmin(page: Page, { next = "/admin", origin = baseUrl() } = {}): Promise<void> {
  // Tests running at once wait for the first one's sign-in instead of racing it: the server
  // paces sign-ins to one account (in a cluster, across instances), and the racers were refused.
  const first = firstSignIns.get(origin);
  if (sessions && !sessions.has(origin) && !first) {
    const signingIn = signInThroughForm(page, origin, next);
    firstSignIns.set(origin, signingIn);
    return signingIn;
  }
  // Should the first sign-in fail, this one tries for itself.
  await first?.catch(() => undefined);
  const kept = sessions?.get(origin);
  if (kept) {
    await page.context().addCookies(kept);
    await page.goto(`${origin}${next}`);
    const loggedOut = page.getByRole("button", { name: "Login", exact: true });
    await page.getByRole("button", { name: "Log out" }).or(loggedOut).first().waitFor();
    if ((await loggedOut.count()) === 0) return waitForPanel(page, next);
    await page.context().clearCookies();
  }
  await signInThroughForm(page, origin, next);
}

async function signInThroughForm(page: Page, origin: string, next: string): Promise<void> {
  await page.goto(`${origin}${next === "/admin" ? "/admin" : `/admin?redirectTo=${encodeURIComponent(next)}`}`);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await waitForPanel(page, next);
  sessions?.set(origin, await page.context().cookies(origin));
}

async function waitForPanel(page: Page, next: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === next);
  await page.getByRole("button", { name: "Log out" }).waitFor();
}

/** A session cookie ("admin_session=…") for requests made without a browser. */
export function adminCookie(origin = baseUrl()): Promise<string> {
  return signInCookie(origin);
}
