import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-preloads.server";

const HTML =
  '<head><link rel="stylesheet" href="/app.css"/></head><body><p>Café – ready</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/route.js"/>' +
  "<script>import('/assets/entry.js')</script></body>";
const EXPECTED = HTML.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');

/** The HTML through the rewrite, as chunks cut at the given byte offsets. */
function rewritten(html: string, cuts: number[]): Promise<string> {
  const bytes = Buffer.from(html);
  const edges = [0, ...cuts, bytes.length];
  const chunks = edges.slice(1).map((end, index) => bytes.subarray(edges[index], end));
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("low-priority module preloads", () => {
  it("marks every module preload low priority and leaves the rest of the page as it was", async () => {
    expect(await rewritten(HTML, [])).toBe(EXPECTED);
  });

  it("rewrites an attribute cut between two chunks, and a character cut between its bytes", async () => {
    const bytes = Buffer.byteLength(HTML);
    for (let cut = 1; cut < bytes; cut += 1) expect(await rewritten(HTML, [cut])).toBe(EXPECTED);
  });

  it("does not rewrite an attribute twice when chunks are tiny", async () => {
    const cuts = Array.from({ length: Buffer.byteLength(HTML) - 1 }, (_, index) => index + 1);
    expect(await rewritten(HTML, cuts)).toBe(EXPECTED);
  });
});
