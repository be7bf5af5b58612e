import { Readable, type Transform } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads, scriptsAfterFirstPaint } from "./react-router-scripts.server";

/** React Router's <Scripts> as rendered: preloads hoisted into the head, the entry script in the body. */
const HTML =
  '<head><link rel="stylesheet" href="/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/route.js" nonce="n"/>' +
  '</head><body><p>Café – ready</p><script nonce="n">window.__reactRouterContext = {};</script>' +
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/route.js";import("/assets/entry.js");</script>' +
  '<script type="module" src="/assets/analytics.js" nonce="n" fetchPriority="low"></script></body>';

/** The HTML through a rewrite, as chunks cut at the given byte offsets. */
function rewritten(rewrite: () => Transform, cuts: number[]): Promise<string> {
  const bytes = Buffer.from(HTML);
  const edges = [0, ...cuts, bytes.length];
  const chunks = edges.slice(1).map((end, index) => bytes.subarray(edges[index], end));
  return text(Readable.from(chunks).pipe(rewrite()));
}

const REWRITES = [
  {
    name: "low-priority module preloads",
    rewrite: lowPriorityModulePreloads,
    expected: HTML.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"'),
  },
  {
    name: "scripts after the first paint",
    rewrite: scriptsAfterFirstPaint,
    expected: HTML.replaceAll('rel="modulepreload"', 'data-after-first-paint="modulepreload"').replace(
      'type="module" async="">',
      'type="text/plain" data-after-first-paint="module">',
    ),
  },
];

describe.each(REWRITES)("$name", ({ rewrite, expected }) => {
  it("rewrites React Router's markup and leaves the rest of the page as it was", async () => {
    expect(await rewritten(rewrite, [])).toBe(expected);
  });

  it("rewrites an attribute cut between two chunks, and a character cut between its bytes", async () => {
    const bytes = Buffer.byteLength(HTML);
    for (let cut = 1; cut < bytes; cut += 1) expect(await rewritten(rewrite, [cut])).toBe(expected);
  });

  it("does not rewrite an attribute twice when chunks are tiny", async () => {
    const cuts = Array.from({ length: Buffer.byteLength(HTML) - 1 }, (_, index) => index + 1);
    expect(await rewritten(rewrite, cuts)).toBe(expected);
  });
});
