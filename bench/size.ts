import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startBenchServer, stopServer } from "./support/production";

// npm run bench:size: the JavaScript and CSS each public page makes a browser download on first
// load, counted as the server actually sends them (gzip, and brotli, which browsers get).
// Budget on a part page: 125 KB of JavaScript and 25 KB of CSS, gzipped.
const JS_BUDGET_KB = 125;
const CSS_BUDGET_KB = 25;
const PART_PAGE = "/catalog/ai-fundamentals/what-generative-ai-really-is";
const INLINE_SCRIPT = /(<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>)([\s\S]*?)(<\/script>)/g;
const ROUTES = [
  "/",
  "/catalog",
  "/catalog/ai-fundamentals",
  PART_PAGE,
  "/series/baton-basics",
  "/categories/ai-knowledge",
];

/** Bytes on the wire for one response with the given Accept-Encoding. */
function transferKb(url: URL, encoding: "gzip" | "br"): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": encoding } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
        response.on("end", () => resolve(bytes / 1024));
      })
      .on("error", reject);
  });
}

interface Weight {
  gzip: number;
  br: number;
}

interface PageWeight {
  route: string;
  files: number;
  js: Weight;
  inlineJsKb: number;
  css: Weight;
}

const add = (a: Weight, b: Weight): Weight => ({ gzip: a.gzip + b.gzip, br: a.br + b.br });

async function weighFiles(baseUrl: string, paths: Iterable<string>): Promise<Weight> {
  let total: Weight = { gzip: 0, br: 0 };
  for (const file of paths) {
    const url = new URL(file, baseUrl);
    total = add(total, { gzip: await transferKb(url, "gzip"), br: await transferKb(url, "br") });
  }
  return total;
}

/** Every script and module preload in the page (and what they import), its inline scripts and its CSS. */
async function weigh(baseUrl: string, route: string): Promise<PageWeight> {
  const html = await (await fetch(`${baseUrl}${route}`)).text();
  const attribute = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  const queue = [
    ...attribute(/<script[^>]+src="([^"]+)"/g),
    ...attribute(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...attribute(/import \* as \w+ from "([^"]+)"/g),
  ];
  const scripts = new Set<string>();
  while (queue.length > 0) {
    const src = queue.shift()!;
    if (scripts.has(src)) continue;
    scripts.add(src);
    const code = await (await fetch(new URL(src, baseUrl))).text();
    // Static imports only: a dynamic import() loads later, if ever.
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?"([^"]+\.js)"/g))
      queue.push(new URL(match[1]!, new URL(src, baseUrl)).pathname);
  }
  // Inline scripts travel inside the compressed page: what they cost is how much bigger the
  // gzipped page is with them than with their bodies emptied.
  const withoutInline = html.replace(INLINE_SCRIPT, "$1$3");
  const inlineBytes = gzipSync(html).byteLength - gzipSync(withoutInline).byteLength;
  return {
    route,
    files: scripts.size,
    js: await weighFiles(baseUrl, scripts),
    inlineJsKb: inlineBytes / 1024,
    css: await weighFiles(baseUrl, attribute(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)),
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-size-"));
const server = await startBenchServer(dataDir);
try {
  const weights: PageWeight[] = [];
  for (const route of ROUTES) weights.push(await weigh(server.baseUrl, route));
  const kb = (value: number, width: number) => value.toFixed(1).padStart(width);
  console.log(`${"route".padEnd(56)} files  JS gzip  inline  total gzip  JS br  CSS gzip  CSS br`);
  for (const w of weights) {
    console.log(
      `${w.route.padEnd(56)}${String(w.files).padStart(6)}${kb(w.js.gzip, 9)}${kb(w.inlineJsKb, 8)}` +
        `${kb(w.js.gzip + w.inlineJsKb, 12)}${kb(w.js.br, 7)}${kb(w.css.gzip, 10)}${kb(w.css.br, 8)}`,
    );
  }
  const part = weights.find((w) => w.route === PART_PAGE)!;
  const js = part.js.gzip + part.inlineJsKb;
  const ok = js <= JS_BUDGET_KB && part.css.gzip <= CSS_BUDGET_KB;
  console.log(
    `${ok ? "OK" : "OVER BUDGET"}: part page ${js.toFixed(1)} KB JS gzip incl. inline (budget ${JS_BUDGET_KB}; ` +
      `${part.js.br.toFixed(1)} KB as brotli), ${part.css.gzip.toFixed(1)} KB CSS gzip (budget ${CSS_BUDGET_KB})`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await stopServer(server.process);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
