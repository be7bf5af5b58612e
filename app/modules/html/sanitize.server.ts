import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";
import { EMBED_FRAME_HOSTS, embedFrameAttributes } from "~/modules/embeds/frames";
import { wrapTables } from "./table-scroll";

/**
 * The one allow-list for playbook HTML, applied before storing and again when serving.
 * Anything not listed (scripts, event handlers, forms, SVG/MathML, inline styles, <base>,
 * <meta>) is dropped; links may only be http(s), mailto or relative; images only http(s) or
 * relative. The only frames are the video players our embed markup names, rebuilt from the id.
 */
const ALLOWED_TAGS = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "mark",
  "small",
  "sub",
  "sup",
  "blockquote",
  "q",
  "cite",
  "code",
  "pre",
  "kbd",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "figure",
  "figcaption",
  "iframe",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
  "span",
  "div",
  "abbr",
  // The editor's cards (app/modules/cards/markup.ts): callouts, toggles.
  "aside",
  "details",
  "summary",
];

/**
 * Ids are kept for in-page links (#heading), but only slug-shaped ones (what slugify makes):
 * an id like "__reactRouterContext" or one with odd characters could shadow a global the page
 * relies on (DOM clobbering).
 */
const SAFE_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Deeper nesting than this is flattened (its text kept), so hostile markup cannot exhaust the renderer. */
const NESTING_LIMIT = 64;

/** The cards' data attributes, each kept only with one of the values the reader knows. */
const CARD_ATTRIBUTE_VALUES: Record<string, readonly string[]> = {
  "data-tone": ["note", "tip", "warning"],
  "data-type": ["taskList", "taskItem"],
  "data-checked": ["true", "false"],
};

function knownValues(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const unknown = Object.keys(attribs).filter(
    (name) => CARD_ATTRIBUTE_VALUES[name] && !CARD_ATTRIBUTE_VALUES[name].includes(attribs[name]!),
  );
  return unknown.length === 0 ? attribs : omit(attribs, unknown);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel", "target", "class"],
    img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading", "decoding"],
    iframe: ["src", "title", "width", "height", "loading", "allow", "referrerpolicy", "sandbox"],
    blockquote: ["class", "data-dnt"],
    figure: ["class"],
    "*": ["id"],
    th: ["id", "align", "scope", "colspan", "rowspan"],
    td: ["id", "align", "colspan", "rowspan"],
    ol: ["id", "start"],
    code: ["id", "class"],
    // The editor's cards keep exactly the classes and values their markup uses, nothing else.
    aside: ["id", "class", "data-tone"],
    ul: ["id", "data-type"],
    li: ["id", "data-type", "data-checked"],
    div: ["id", "class", "data-button"],
    p: ["id", "class"],
    span: ["id", "class"],
  },
  allowedClasses: {
    blockquote: ["twitter-tweet"],
    figure: ["embed", "embed-youtube", "embed-tiktok", "gallery", "bookmark"],
    code: [/^language-[\w-]+$/],
    aside: ["callout"],
    div: ["cta", "signup", "html-card"],
    p: ["cta-text", "signup-title", "signup-text"],
    a: ["cta-button"],
    span: ["bookmark-title", "bookmark-description", "bookmark-site"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_FRAME_HOSTS,
  allowIframeRelativeUrls: false,
  nestingLimit: NESTING_LIMIT,
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "template", "xmp", "iframe"],
  transformTags: {
    a: (tagName, attribs) => {
      // Links that leave the site open safely in a new tab without handing it our window.
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external
          ? { ...attribs, target: "_blank", rel: "noopener noreferrer" }
          : omit(attribs, ["target", "rel"]),
      };
    },
    iframe: (tagName, attribs) => ({ tagName, attribs: embedFrameAttributes(attribs.src) ?? {} }),
    "*": (tagName, attribs) => {
      const known = knownValues(attribs);
      return { tagName, attribs: known.id === undefined || SAFE_ID.test(known.id) ? known : omit(known, ["id"]) };
    },
  },
  // A frame that is not one of our players lost its src above; drop it entirely.
  exclusiveFilter: (frame) => frame.tag === "iframe" && !frame.attribs.src,
};

function omit(attribs: sanitizeHtml.Attributes, names: string[]): sanitizeHtml.Attributes {
  return Object.fromEntries(Object.entries(attribs).filter(([name]) => !names.includes(name)));
}

export function sanitizePlaybookHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

// About 16 MB of text (two bytes a character): a few hundred parts.
const REMEMBERED_CHARACTERS = 8_000_000;
const sanitizedByStored = new LRUCache<string, string>({
  maxSize: REMEMBERED_CHARACTERS,
  // LRU caches refuse a size of 0; an entry costs at least its bookkeeping.
  sizeCalculation: (sanitized, stored) => Math.max(1, sanitized.length + stored.length),
});

/**
 * Stored HTML, sanitized again on its way to a reader (each table in a scroller of its own),
 * remembered by its text: the same parts are read over and over, and sanitizing parses the
 * whole body each time. Text that changes is a new entry.
 */
export function sanitizeStoredHtml(html: string): string {
  // An empty part or description renders as nothing (there is nothing to sanitize or remember).
  if (html === "") return "";
  let sanitized = sanitizedByStored.get(html);
  if (sanitized === undefined) {
    sanitized = wrapTables(sanitizePlaybookHtml(html));
    sanitizedByStored.set(html, sanitized);
  }
  return sanitized;
}
