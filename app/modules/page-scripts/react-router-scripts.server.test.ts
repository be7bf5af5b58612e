import { Readable, type Transform } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads, scriptsAfterFirstPaint } from "./react-router-scripts.server";

/**
 * React Router's <Scripts> as rendered (preloads hoisted into the head, the entry script in the
 * body), with attributes in more than one order: the rewrites read them by name. The
 * production build's own pages are checked in tests/e2e/static-pages.e2e.test.ts.
 */
const PRELOADS = [
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/>',
  '<link href="/assets/route.js" nonce="n" rel="modulepreload"/>',
  '<link crossorigin="" rel="modulepreload" href="/assets/chunk.js">',
];
const ENTRY = '<script nonce="n" type="module" async="">import("/assets/entry.js");</script>';
const OTHER_ENTRY = '<script async="" type="module" nonce="n">import("/assets/other.js");</script>';
const page = (preloads: readonly string[], entries: readonly string[]) =>
  `<head><link rel="stylesheet" href="/app.css"/>${preloads.join("")}<link rel="icon" href="/favicon.svg"/></head>` +
  '<body><p>Café – 1 &lt;link rel="modulepreload"&gt; in text</p><script nonce="n">window.__reactRouterContext = {};</script>' +
  `${entries.join("")}<script type="application/ld+json">{"a":1}</script>` +
  '<script type="module" src="/assets/analytics.js" nonce="n" fetchpriority="low"></script></body>';
const HTML = page(PRELOADS, [ENTRY, OTHER_ENTRY]);

/** The HTML through a rewrite, as chunks cut at the given byte offsets. */
function rewritten(rewrite: () => Transform, cuts: number[]): Promise<string> {
  const bytes = Buffer.from(HTML);
  const edges = [0, ...cuts, bytes.length];
  const chunks = edges.slice(1).map((end, index) => bytes.subarray(edges[index], end));
  return text(Readable.from(chunks).pipe(rewrite()));
}

const held = (element: string) => `<template data-after-first-paint>${element}</template>`;
const REWRITES = [
  {
    name: "low-priority module preloads",
    rewrite: lowPriorityModulePreloads,
    expected: page(
      PRELOADS.map((link) => link.replace(/\/?>$/, (end) => ` fetchpriority="low"${end}`)),
      [ENTRY, OTHER_ENTRY],
    ),
  },
  {
    name: "scripts after the first paint",
    rewrite: scriptsAfterFirstPaint,
    expected: page(PRELOADS.map(held), [held(ENTRY), held(OTHER_ENTRY)]),
  },
];

describe.each(REWRITES)("$name", ({ rewrite, expected }) => {
  it("rewrites React Router's markup, whatever the attributes' order, and leaves the rest of the page as it was", async () => {
    expect(await rewritten(rewrite, [])).toBe(expected);
  });

  it("rewrites a tag cut between two chunks, and a character cut between its bytes", async () => {
    const bytes = Buffer.byteLength(HTML);
    for (let cut = 1; cut < bytes; cut += 1) expect(await rewritten(rewrite, [cut])).toBe(expected);
  });

  it("does not rewrite a tag twice when chunks are tiny", async () => {
    const cuts = Array.from({ length: Buffer.byteLength(HTML) - 1 }, (_, index) => index + 1);
    expect(await rewritten(rewrite, cuts)).toBe(expected);
  });
});

describe("low-priority module preloads", () => {
  it("leaves a preload that already names its priority as it is", async () => {
    const link = '<link rel="modulepreload" fetchpriority="high" href="/a.js"/>';
    expect(await text(Readable.from([link]).pipe(lowPriorityModulePreloads()))).toBe(link);
  });
});
