import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import {
  baseUrl,
  expectNoAxeViolations,
  waitForEnhancement,
  waitForHydration,
  waitForIslands,
  withBrowser,
} from "../support/browser";
import { openUnobserved } from "../support/unobserved-chromium";

const browser = withBrowser();

const PART = "/catalog/ai-fundamentals/what-generative-ai-really-is";
const NEXT_PART = "/catalog/ai-fundamentals/tokens-context-and-why-your-chat-forgets";
const STATIC_PAGES = [
  "/",
  "/catalog/ai-fundamentals",
  PART,
  "/categories/ai-knowledge",
  "/series/baton-basics",
  "/examples/style-1",
  "/examples/twitter-embed-test",
];
const HYDRATED_PAGES = ["/tools/sales-blocks", "/admin"];

/** The part of React Router's manifest (window.__reactRouterManifest) that names its script files. */
interface FrameworkManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

/**
 * The scripts a page's HTML, as the production build serves it, loads or runs, by kind, read
 * from its elements whatever the order of their attributes. What sits in a
 * `<template data-after-first-paint>` is held back: inert until the page has painted.
 */
async function scriptsOf(path: string) {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  const elements = DomUtils.getElementsByTagName(() => true, parseDocument(html).children);
  const heldBack = ({ parent }: (typeof elements)[number]) =>
    parent !== null &&
    DomUtils.isTag(parent) &&
    parent.name === "template" &&
    "data-after-first-paint" in parent.attribs;
  const preloads = elements.filter((element) => element.name === "link" && element.attribs.rel === "modulepreload");
  const inlineModules = elements.filter(
    (element) => element.name === "script" && element.attribs.type === "module" && !element.attribs.src,
  );
  const scripts = elements.filter((element) => element.name === "script");
  return {
    framework: html.includes("window.__reactRouterContext"),
    modulePreloads: preloads.filter((link) => !heldBack(link)).length,
    lowPriorityPreloads: preloads.filter((link) => !heldBack(link) && link.attribs.fetchpriority === "low").length,
    heldBackPreloads: preloads.filter(heldBack).length,
    entryScripts: inlineModules.filter((script) => !heldBack(script)).length,
    heldBackEntryScripts: inlineModules.filter(heldBack).length,
    sources: scripts.flatMap((script) => script.attribs.src ?? []),
    speculationRules: scripts.some((script) => script.attribs.type === "speculationrules"),
  };
}

describe("pages without framework script", () => {
  it("ship only the enhance and analytics modules on reading pages, and React where forms and tools need it", async () => {
    for (const path of STATIC_PAGES) {
      const scripts = await scriptsOf(path);
      expect(scripts, path).toMatchObject({ framework: false, modulePreloads: 0, speculationRules: true });
      expect([...scripts.sources].sort(), path).toEqual([
        expect.stringMatching(/^\/assets\/analytics-[\w-]+\.js$/),
        expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/),
      ]);
    }
    for (const path of HYDRATED_PAGES) {
      expect(await scriptsOf(path), path).toMatchObject({ framework: true, speculationRules: true });
    }
    // A tool's page holds React's preloads and entry script back until it has painted (see
    // "hydrated pages" below): nothing of React's outside a template.
    const tool = await scriptsOf("/tools/sales-blocks");
    expect(tool).toMatchObject({ modulePreloads: 0, entryScripts: 0, heldBackEntryScripts: 1 });
    expect(tool.heldBackPreloads).toBeGreaterThan(5);
    // The admin fetches them at once, after the stylesheet: it paints before React arrives.
    const admin = await scriptsOf("/admin");
    expect(admin).toMatchObject({ heldBackPreloads: 0, entryScripts: 1, heldBackEntryScripts: 0 });
    expect(admin.modulePreloads).toBeGreaterThan(0);
    expect(admin.lowPriorityPreloads).toBe(admin.modulePreloads);
  });

  it("open from a hydrated page as documents with their own behaviours", async () => {
    const page = await browser.page();
    await page.goto("/tools");
    await waitForHydration(page);
    await page.locator("header").getByRole("link", { name: "Catalog" }).click();
    await page.waitForURL(/\/catalog$/);
    await waitForEnhancement(page);
    await waitForIslands(page);
    const documentPath = await page.evaluate(
      () => new URL(performance.getEntriesByType("navigation")[0]!.name).pathname,
    );
    expect(documentPath).toBe(new URL(page.url()).pathname);
  });

  it("keep reading working without JavaScript: text, parts, contents and FAQs", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto(PART);
    await expect(page.locator(".playbook-prose").isVisible()).resolves.toBe(true);
    // Controls that need the script stay out of sight instead of doing nothing.
    await expect(page.getByRole("button", { name: "Copy link" }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole("progressbar").isVisible()).resolves.toBe(false);
    await page.getByRole("navigation", { name: "Parts", exact: true }).getByRole("link", { name: /^Next/ }).click();
    await page.waitForURL(`**${NEXT_PART}`);
    await page.goto("/categories/business");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    await faq.locator("summary").first().click();
    await expect(faq.getByText(/BATON stands for/).isVisible()).resolves.toBe(true);
  });

  it("have no accessibility violations once enhanced", async () => {
    const page = await browser.page({ width: 375, height: 740 });
    for (const path of [PART, "/examples/style-5"]) {
      await page.goto(path);
      await waitForEnhancement(page);
      await expectNoAxeViolations(page);
    }
  });
});

describe("hydrated pages", () => {
  it("request none of React's scripts before their first contentful paint, then hydrate and act on the client", async () => {
    const page = await browser.page();
    await page.goto("/tools/sales-blocks");
    await waitForHydration(page);
    const { firstContentfulPaint, frameworkScripts } = await page.evaluate(() => {
      const { entry, routes } = (window as unknown as { __reactRouterManifest: FrameworkManifest })
        .__reactRouterManifest;
      const files = new Set(
        [entry, ...Object.values(routes)].flatMap((module) => [module.module, ...(module.imports ?? [])]),
      );
      return {
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
        frameworkScripts: performance
          .getEntriesByType("resource")
          .filter((entry) => files.has(new URL(entry.name).pathname))
          .map(({ name, startTime }) => ({ path: new URL(name).pathname, startTime })),
      };
    });
    expect(frameworkScripts.length).toBeGreaterThan(5);
    expect(frameworkScripts.filter((script) => script.startTime <= firstContentfulPaint)).toEqual([]);

    // React runs the tool: Start Quiz opens the first question without loading a document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("link", { name: "Start Quiz" }).click();
    await page.getByText("Question 1 of 10").waitFor();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});

describe("speculation rules", () => {
  it("prerender the next part, so 'Next' on a part page opens a page that is already there", async () => {
    const chromium = await openUnobserved(`${baseUrl()}${PART}`);
    try {
      await chromium.waitUntilParsed("What Generative AI Really Is");
      const page = await chromium.attach();
      expect(await page.prerenderOf(`${baseUrl()}${NEXT_PART}`)).toEqual({ status: "Ready" });
      await page.evaluate(`document.querySelector("nav[aria-label=Parts] a[rel=next]").click()`);
      await expect.poll(() => page.evaluate<string>("location.pathname")).toBe(NEXT_PART);
      // activationStart is when a prerendered page was shown; a page loaded on the click has 0.
      expect(
        await page.evaluate<number>(`performance.getEntriesByType("navigation")[0].activationStart`),
      ).toBeGreaterThan(0);
      expect(await page.evaluate<string>("document.querySelector('h1').textContent")).toBe(
        "Tokens, Context and Why Your Chat Forgets",
      );
    } finally {
      await chromium.close();
    }
  });
});
