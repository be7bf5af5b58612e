import { Parser } from "htmlparser2";
import type { Config } from "~/config.server";
import { downloadPublic, type DownloadOptions } from "~/modules/images/download.server";
import { ImageError } from "~/modules/images/errors";
import { bookmarkSchema, type BookmarkAttributes } from "./schemas";

/** A page's head is near its start: this is plenty, and a page larger than it is read no further. */
const PAGE_MAX_BYTES = 1024 * 1024;
const PAGE_TIMEOUT_MS = 8000;
const HTML = {
  accept: "text/html,application/xhtml+xml",
  name: "a web page",
  matches: (type: string) => type === "text/html" || type === "application/xhtml+xml",
};

/** How the editor's bookmarks fetch pages: the importer's safe fetcher and its address rule, a page's size. */
export function bookmarkDownload(config: Config): DownloadOptions {
  return {
    timeoutMs: Math.min(config.IMPORT_IMAGE_TIMEOUT_MS, PAGE_TIMEOUT_MS),
    maxBytes: PAGE_MAX_BYTES,
    allowPrivateAddresses: config.IMPORT_ALLOW_PRIVATE_IMAGE_HOSTS,
  };
}

const squeeze = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** Where a page states each field, most trusted first (as Mozilla's Readability reads them). */
const TITLE_KEYS = [
  "dc:title",
  "dcterm:title",
  "og:title",
  "weibo:article:title",
  "weibo:webpage:title",
  "twitter:title",
  "parsely-title",
];
const DESCRIPTION_KEYS = [
  "dc:description",
  "dcterm:description",
  "og:description",
  "weibo:article:description",
  "twitter:description",
  "description",
];

function firstOf(meta: ReadonlyMap<string, string>, keys: readonly string[]): string | undefined {
  return keys.map((key) => squeeze(meta.get(key))).find(Boolean);
}

/**
 * What a page says about itself: its declared title, description and site name (Dublin Core,
 * Open Graph, Twitter, Parse.ly), else its first <title>; read as data by an HTML parser
 * (nothing in the page runs). A meta tag may name several properties at once.
 */
export function pageMetadata(html: string, url: string): BookmarkAttributes | undefined {
  const meta = new Map<string, string>();
  let title: string | undefined;
  let inTitle = false;
  let inSvg = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "svg") inSvg += 1;
        if (name === "title" && title === undefined && inSvg === 0) {
          inTitle = true;
          title = "";
        }
        if (name !== "meta" || !attributes.content) return;
        const keys = `${attributes.property ?? ""} ${attributes.name ?? ""}`.toLowerCase().split(/\s+/);
        for (const key of keys) if (key && !meta.has(key)) meta.set(key, attributes.content);
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === "svg") inSvg = Math.max(0, inSvg - 1);
        if (name === "title") inTitle = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const found = {
    url,
    title: cut(firstOf(meta, TITLE_KEYS) ?? squeeze(title), 300),
    description: cut(firstOf(meta, DESCRIPTION_KEYS) ?? "", 500),
    site: cut(squeeze(meta.get("og:site_name")) || new URL(url).hostname.replace(/^www\./, ""), 100),
  };
  const parsed = bookmarkSchema.safeParse(found);
  return parsed.success ? parsed.data : undefined;
}

export type BookmarkOutcome =
  { ok: true; bookmark: BookmarkAttributes } | { ok: false; status: 400 | 422; error: string };

/**
 * A bookmark card for a web address: the page is fetched server-side through the importer's
 * safe fetcher (public addresses only, time and size limits), then read for its own metadata.
 */
export async function fetchBookmark(address: unknown, options: DownloadOptions): Promise<BookmarkOutcome> {
  const url = typeof address === "string" ? address.trim() : "";
  const checked = bookmarkSchema.shape.url.safeParse(url);
  if (!checked.success || !URL.canParse(url)) {
    return { ok: false, status: 400, error: "Use a web address starting with https:// or http://." };
  }
  try {
    const page = await downloadPublic(url, options, HTML);
    const bookmark = pageMetadata(new TextDecoder().decode(page.body), url);
    if (bookmark) return { ok: true, bookmark };
    return { ok: false, status: 422, error: "That page has no title to show. Add a link in the text instead." };
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    const reason = error.message.replace(/^Failed to download: /, "");
    return { ok: false, status: 422, error: `The page could not be read: ${reason}.` };
  }
}
