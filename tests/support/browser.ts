import AxeBuilder from "@axe-core/playwright";
import type { Kysely } from "kysely";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import type { PlaybookInput } from "~/db/playbook-input";
import type { Database } from "~/db/schema";
import { launchChromium } from "./chromium";
import "./e2e-file-server";

export { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from "./chromium";

/** The origin of this test file's own server (started by tests/support/e2e-file-server.ts). */
export function baseUrl(): string {
  if (!globalThis.__e2eServer) throw new Error("baseUrl: the file's server starts in beforeAll; call it inside a test");
  return globalThis.__e2eServer.baseUrl;
}

/** The data folder of this test file's server (SQLite database and media). */
function e2eDataDir(): string {
  if (!globalThis.__e2eServer) throw new Error("e2eDataDir: call it inside a test");
  return globalThis.__e2eServer.dataDir;
}

/** Works on this test file's server database while the server runs; it sees writes at once. */
export async function withServerDatabase<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  // Loaded here, not with this module: most files never open the database, and the drivers
  // and queries cost each worker about a CPU second to load.
  const { openServerDatabase } = await import("./server-database");
  const db = openServerDatabase(e2eDataDir());
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Stores playbooks straight into this test file's server database. */
export function storeInServerDatabase(playbooks: readonly PlaybookInput[]): Promise<void> {
  return withServerDatabase(async (db) => {
    const { upsertPlaybook } = await import("~/db/queries/playbooks.server");
    for (const playbook of playbooks) await upsertPlaybook(db, playbook);
  });
}

/**
 * A browser for the test file: `const browser = withBrowser()`, then `await browser.page()`
 * for a fresh page in its own context (no shared cookies or storage between tests, nor with
 * the other files connected to the run's Chromium, which the e2e global setup started).
 * `userAgent` names the whole browser, where a page's own `userAgent` names only its
 * context: beacons sent as a page unloads carry the browser's agent, so such a file launches
 * a Chromium of its own. So does a file with `downloads`, which reads downloaded files
 * (`download.path()`): a connected browser keeps them on its own side.
 *
 * A page opened in a test closes with its context when the test ends (concurrent tests: when the
 * last of them ends): left open, every page of the file's earlier tests kept running its
 * scripts, timers and prefetches beside the next ones. A page opened in a `beforeAll` (one page
 * walked through several tests) lasts the file.
 */
export function withBrowser({ userAgent, downloads = false }: { userAgent?: string; downloads?: boolean } = {}) {
  let browser: Browser | undefined;
  let runningTests = 0;
  const testContexts: BrowserContext[] = [];
  beforeAll(async () => {
    const shared = inject("e2eBrowserEndpoint");
    const own = Boolean(userAgent) || downloads;
    browser = shared && !own ? await chromium.connect(shared) : await launchChromium({ userAgent });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    runningTests += 1;
  });
  afterEach(async () => {
    runningTests -= 1;
    if (runningTests === 0) await Promise.all(testContexts.splice(0).map((context) => context.close()));
  });
  return {
    async page(
      options: {
        width?: number;
        height?: number;
        javaScriptEnabled?: boolean;
        /** Headless Chromium names itself in its user agent, so analytics drop it as a bot; a visitor's is needed to be counted. */
        userAgent?: string;
        extraHTTPHeaders?: Record<string, string>;
        /** The browser's time zone (an IANA name); the machine's when unset. */
        timezoneId?: string;
      } = {},
    ): Promise<Page> {
      if (!browser) throw new Error("withBrowser: no browser outside a test");
      const context = await browser.newContext({
        // A file without a server of its own (withoutFileServer) opens full addresses.
        baseURL: globalThis.__e2eServer?.baseUrl,
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        userAgent: options.userAgent,
        extraHTTPHeaders: options.extraHTTPHeaders,
        timezoneId: options.timezoneId,
      });
      if (runningTests > 0) testContexts.push(context);
      return context.newPage();
    },
  };
}

/** Fails the test with axe's own explanation of each violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** Waits until React has hydrated, so clicks reach the client-side handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Waits until the enhance module of a page without framework script has wired its behaviours
 * (app/enhancements/main.ts).
 */
export async function waitForEnhancement(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
}

/**
 * Waits until every React island of a page without framework script (the catalog's filter
 * bar) has hydrated (app/islands/hydrate-island.tsx), so its controls react.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("[data-island]")].every((island) => island.dataset.hydrated === "true"),
  );
}

/** Waits until a page's own scripts have run, whichever kind of page it is. */
export async function waitForPageScripts(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === "true" || document.documentElement.dataset.enhanced === "true",
  );
}
