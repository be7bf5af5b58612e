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
  /** The scripts and stylesheets it loads, which a later page may find in the browser's cache. */
  assets: ReadonlySet<string>;
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
export async function weigh(baseUrl: string, route: string): Promise<PageWeight> {
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
  const stylesheets = attribute(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  return {
    route,
    html: await weighFiles(baseUrl, [route]),
    files: scripts.size,
    assets: new Set([...scripts, ...stylesheets]),
    js: await weighFiles(baseUrl, scripts),
    inlineJsKb: inlineBytes / 1024,
    css: await weighFiles(baseUrl, stylesheets),
  };
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
  const uncached = [...page.assets].filter((asset) => !previous.assets.has(asset));
  return add(page.html, await weighFiles(baseUrl, uncached));
}
