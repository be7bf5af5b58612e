import http from "node:http";
import { gzipSync } from "node:zlib";

const INLINE_SCRIPT = /(<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>)([\s\S]*?)(<\/script>)/g;

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

export interface Weight {
  gzip: number;
  br: number;
}

export interface PageWeight {
  route: string;
  /** The HTML document itself, as sent. */
  html: Weight;
  files: number;
  js: Weight;
  inlineJsKb: number;
  css: Weight;
  /** Every script and stylesheet the page loads on its own (for following what it imports later). */
  scripts: ReadonlySet<string>;
  stylesheets: readonly string[];
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

/** The scripts `queue` names and everything they import statically, skipping those in `known`. */
async function staticClosure(baseUrl: string, queue: string[], known: ReadonlySet<string> = new Set()) {
  const scripts = new Set<string>();
  while (queue.length > 0) {
    const src = queue.shift()!;
    if (scripts.has(src) || known.has(src)) continue;
    scripts.add(src);
    const code = await (await fetch(new URL(src, baseUrl))).text();
    // Static imports only: a dynamic import() loads later, if ever.
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?"([^"]+\.js)"/g))
      queue.push(new URL(match[1]!, new URL(src, baseUrl)).pathname);
  }
  return scripts;
}

/**
 * Every script and module preload in the page (and what they import), its inline scripts and its
 * CSS. `cookie` weighs a page as a signed-in admin sees it.
 */
export async function weigh(baseUrl: string, route: string, cookie?: string): Promise<PageWeight> {
  const html = await (await fetch(`${baseUrl}${route}`, { headers: cookie ? { Cookie: cookie } : {} })).text();
  const attribute = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  const scripts = await staticClosure(baseUrl, [
    ...attribute(/<script[^>]+src="([^"]+)"/g),
    ...attribute(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...attribute(/import \* as \w+ from "([^"]+)"/g),
  ]);
  // Inline scripts travel inside the compressed page: what they cost is how much bigger the
  // gzipped page is with them than with their bodies emptied.
  const withoutInline = html.replace(INLINE_SCRIPT, "$1$3");
  const inlineBytes = gzipSync(html).byteLength - gzipSync(withoutInline).byteLength;
  const stylesheets = attribute(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  return {
    route,
    html: await weighFiles(baseUrl, [route]),
    files: scripts.size,
    js: await weighFiles(baseUrl, scripts),
    inlineJsKb: inlineBytes / 1024,
    css: await weighFiles(baseUrl, stylesheets),
    scripts,
    stylesheets,
  };
}

/**
 * What a page fetches later through `import()` of the chunk whose name matches `chunk` (the
 * admin's visual editor): that chunk, the scripts it imports that the page had not loaded, and
 * the stylesheets Vite lists beside it.
 */
export async function weighLazyChunk(
  baseUrl: string,
  page: PageWeight,
  chunk: RegExp,
): Promise<{ files: number; js: Weight; css: Weight }> {
  let entry: string | undefined;
  let css: string[] = [];
  for (const src of page.scripts) {
    const code = await (await fetch(new URL(src, baseUrl))).text();
    const dynamic = [...code.matchAll(/import\("(\.\/[^"]+\.js)"\)/g)]
      .map((match) => match[1]!)
      .find((file) => chunk.test(file));
    if (!dynamic) continue;
    entry = new URL(dynamic, new URL(src, baseUrl)).pathname;
    // Vite's preload list for the chunk's dynamic imports names the stylesheets they bring.
    css = [...code.matchAll(/"(assets\/[^"]+\.css)"/g)]
      .map((match) => `/${match[1]!}`)
      .filter((file) => !page.stylesheets.includes(file));
    break;
  }
  if (!entry) throw new Error(`${page.route}: no dynamic import of ${chunk}`);
  const scripts = await staticClosure(baseUrl, [entry], page.scripts);
  return { files: scripts.size, js: await weighFiles(baseUrl, scripts), css: await weighFiles(baseUrl, css) };
}

/** Everything a first visit to the page downloads: the HTML, its scripts and its stylesheets. */
export function firstVisit(page: PageWeight): Weight {
  return add(add(page.html, page.js), page.css);
}

/**
 * What a visit to `page` downloads after a visit to `previous`: its HTML, and only the scripts
 * and stylesheets the first page did not load (the others come from the browser's cache, since
 * their names carry their content hash).
 */
export async function repeatVisit(baseUrl: string, page: PageWeight, previous: PageWeight): Promise<Weight> {
  const cached = new Set([...previous.scripts, ...previous.stylesheets]);
  const uncached = [...page.scripts, ...page.stylesheets].filter((asset) => !cached.has(asset));
  return add(page.html, await weighFiles(baseUrl, uncached));
}

/** The scripts `page` loads that `previous` did not (what opening it costs a reader who came from there). */
export async function scriptsBeyond(baseUrl: string, page: PageWeight, previous: PageWeight): Promise<Weight> {
  return weighFiles(
    baseUrl,
    [...page.scripts].filter((script) => !previous.scripts.has(script)),
  );
}
