import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, waitForHydration, waitForPageScripts, withBrowser } from "../support/browser";

const browser = withBrowser();

const TWEET_PART = "/catalog/newsletter-growth-with-ai/referral-programs-and-growth-channels";
const TWEET_WIDGET = "https://platform.twitter.com/widgets.js";
const MAIN_PAGES = [
  "/",
  "/catalog",
  "/catalog?search=pricing",
  "/catalog/newsletter-growth-with-ai",
  TWEET_PART,
  "/categories/ai-knowledge",
  "/series/ai-summer-camp",
  "/tools",
  "/tools/sales-blocks",
  "/tools/ai-business-quiz-intro",
  "/admin",
  "/examples/style-1",
  "/examples/twitter-embed-test",
  "/no-such-page",
];

interface Problems {
  violations: string[];
  errors: string[];
}

/** A page that records every CSP violation and script error, with the tweet widget served locally. */
async function watchedPage(): Promise<{ page: Page; problems: Problems }> {
  const page = await browser.page();
  const problems: Problems = { violations: [], errors: [] };
  await page.exposeFunction("reportViolation", (text: string) => problems.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`);
    });
  });
  page.on("pageerror", (error) => problems.errors.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.errors.push(`${page.url()}: ${message.text()}`);
  });
  // No internet here: a stand-in widget proves the policy lets the real one run.
  await page.route(`${TWEET_WIDGET}*`, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.tweetWidgetRan = true;" }),
  );
  return { page, problems };
}

function policyOf(response: Response): Record<string, string[]> {
  const header = response.headers.get("Content-Security-Policy") ?? "";
  return Object.fromEntries(
    header.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("security headers", () => {
  it("runs every main page's scripts with no policy violation and no script error", async () => {
    const { page, problems } = await watchedPage();
    for (const path of MAIN_PAGES) {
      await page.goto(path);
      await waitForPageScripts(page);
    }
    // Client-side navigation after hydration still works under the policy.
    await page.goto("/tools");
    await waitForHydration(page);
    await page
      .getByRole("link", { name: /Sales Blocks/ })
      .first()
      .click();
    await page.waitForURL("**/tools/sales-blocks");
    expect(problems.violations).toEqual([]);
    expect(problems.errors.filter((error) => !error.includes("404"))).toEqual([]);
  });

  it("runs the tweet widget on the pages that load it and nowhere else", async () => {
    const { page, problems } = await watchedPage();
    for (const path of [TWEET_PART, "/examples/twitter-embed-test"]) {
      await page.goto(path);
      await page.waitForFunction(() => (window as unknown as { tweetWidgetRan?: boolean }).tweetWidgetRan === true);
    }
    expect(problems.violations).toEqual([]);

    await page.goto("/catalog");
    await waitForPageScripts(page);
    await page.evaluate((src) => {
      const script = document.createElement("script");
      script.src = src;
      document.body.appendChild(script);
    }, TWEET_WIDGET);
    await expect.poll(() => problems.violations).toEqual([`script-src-elem blocked ${TWEET_WIDGET} on /catalog`]);
    expect(await page.evaluate(() => (window as unknown as { tweetWidgetRan?: boolean }).tweetWidgetRan)).toBe(
      undefined,
    );
  });

  it("runs the tweet widget on a part opened from a page whose policy refuses it", async () => {
    const { page } = await watchedPage();
    const documentPath = () =>
      page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0]!.name).pathname);
    await page.goto("/catalog/newsletter-growth-with-ai");
    await page
      .getByRole("link", { name: /Referral Programs and Growth Channels/ })
      .first()
      .click();
    await page.waitForURL(`**${TWEET_PART}`);
    // The part is a document of its own, with its own policy.
    await page.waitForFunction(() => (window as unknown as { tweetWidgetRan?: boolean }).tweetWidgetRan === true);
    expect(await documentPath()).toBe(TWEET_PART);
  });

  it("gives every document a fresh nonce that only the framework's scripts carry", async () => {
    const first = await fetch(`${baseUrl()}/admin`);
    const second = await fetch(`${baseUrl()}/admin`);
    const html = await first.text();
    const scriptSources = policyOf(first)["script-src"]!;
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))!.slice(7, -1);
    expect(nonce.length).toBeGreaterThanOrEqual(22);
    expect(policyOf(second)["script-src"]).not.toContain(`'nonce-${nonce}'`);
    const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThan(0);
    for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("sends the same protective headers on pages, files, JSON, errors and health checks", async () => {
    const responses = await Promise.all(
      ["/", "/favicon.svg", "/healthz", "/no-such-page", "/sitemap.xml"].map((path) => fetch(`${baseUrl()}${path}`)),
    );
    for (const response of responses) {
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
      expect(policyOf(response)["frame-ancestors"]).toEqual(["'none'"]);
      expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    }
    // Behind a TLS-terminating proxy on this machine the site is https: then HSTS is on.
    const proxied = await fetch(`${baseUrl()}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(proxied.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d{8}; includeSubDomains$/);
  });

  it("keeps admin screens and API answers out of every cache", async () => {
    const admin = await fetch(`${baseUrl()}/admin`);
    const api = await fetch(`${baseUrl()}/api/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl() },
      body: "{}",
    });
    expect(admin.headers.get("Cache-Control")).toBe("no-store");
    expect(api.status).toBe(400);
    expect(api.headers.get("Cache-Control")).toBe("no-store");
  });
});
