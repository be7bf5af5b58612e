import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { AFTER_FIRST_PAINT } from "./after-first-paint";

/**
 * Rewrites of React Router's <Scripts> markup as a hydrated page streams out. <Scripts> has
 * no option for when or how its module preloads and its entry script load (about 20 files on
 * a tool page, at Chrome's default high priority, beside the stylesheet), hence these. They
 * read each `<link>` and `<script>` start tag's attributes by name, in whatever order React
 * writes them; `tests/e2e/static-pages.e2e.test.ts` checks them on the production build's pages.
 * A page's own text cannot look like a tag: React escapes `<` in what it renders.
 */

/** A start tag's attributes as React writes them: `name="value"`, the value escaped. */
const ATTRIBUTE = /\s([^\s"'>/=]+)(?:="([^"]*)")?/g;
const TAG_NAMES = ["link", "script"] as const;
const SCRIPT_END = "</script>";

type TagName = (typeof TAG_NAMES)[number];
interface StartTag {
  name: TagName;
  text: string;
  attributes: ReadonlyMap<string, string>;
}
/** What becomes of an element: its start tag replaced, or the whole element wrapped. */
type TagRewrite = { replace: string } | { before: string; after: string } | undefined;

const isModulePreload = (tag: StartTag) => tag.name === "link" && tag.attributes.get("rel") === "modulepreload";
/** The inline module that imports the route modules and then the client entry. */
const isEntryScript = (tag: StartTag) =>
  tag.name === "script" && tag.attributes.get("type") === "module" && !tag.attributes.has("src");

/** Preloads fetched at low priority: the page paints first, and its forms work until React arrives. */
export function lowPriorityModulePreloads(): Transform {
  return rewriteStartTags((tag) => {
    if (!isModulePreload(tag) || tag.attributes.has("fetchpriority")) return undefined;
    return { replace: tag.text.replace(/\s*\/?>$/, (end) => ` fetchpriority="low"${end}`) };
  });
}

/**
 * Preloads and entry script inert until `startAfterFirstPaint` releases them once the page has
 * painted: Lighthouse's estimate of the largest contentful paint counts every request that
 * started before it. Each goes into a `<template>`, whose content the browser neither fetches
 * nor runs, and which is valid wherever a `<link>` or `<script>` is.
 */
export function scriptsAfterFirstPaint(): Transform {
  const held = { before: `<template ${AFTER_FIRST_PAINT}>`, after: "</template>" };
  return rewriteStartTags((tag) => (isModulePreload(tag) || isEntryScript(tag) ? held : undefined));
}

/**
 * Applies `rewrite` to every `<link>` and `<script>` element of a streamed page. A chunk may end
 * inside a tag, or inside a wrapped script's text: that tail is held back until the next chunk.
 */
function rewriteStartTags(rewrite: (tag: StartTag) => TagRewrite): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  /** Set while inside a wrapped script: what to write after its end tag. */
  let closing: string | undefined;

  const process = (text: string, final: boolean): string => {
    let output = "";
    let at = 0;
    for (;;) {
      if (closing !== undefined) {
        const end = text.indexOf(SCRIPT_END, at);
        if (end === -1) {
          const keep = final ? text.length : Math.max(at, text.length - SCRIPT_END.length + 1);
          carry = text.slice(keep);
          return output + text.slice(at, keep) + (final ? closing : "");
        }
        output += text.slice(at, end + SCRIPT_END.length) + closing;
        closing = undefined;
        at = end + SCRIPT_END.length;
        continue;
      }
      const start = nextStartTag(text, at);
      const close = start.index === -1 ? -1 : text.indexOf(">", start.index);
      if (start.index === -1 || close === -1) {
        const keep = final ? text.length : start.partialFrom;
        carry = text.slice(keep);
        return output + text.slice(at, keep);
      }
      const tag = startTag(start.name!, text.slice(start.index, close + 1));
      const change = rewrite(tag);
      output += text.slice(at, start.index);
      if (change === undefined) output += tag.text;
      else if ("replace" in change) output += change.replace;
      else {
        output += change.before + tag.text;
        if (tag.name === "script") closing = change.after;
        else output += change.after;
      }
      at = close + 1;
    }
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, process(carry + decoder.write(chunk), false));
    },
    flush(callback) {
      callback(null, process(carry + decoder.end(), true));
    },
  });
}

/**
 * The next `<link` or `<script` start tag from `from`, or -1 with where a tag could be starting
 * at the text's end (a chunk may end in the middle of its name).
 */
function nextStartTag(text: string, from: number): { index: number; name?: TagName; partialFrom: number } {
  let at = from;
  for (;;) {
    const open = text.indexOf("<", at);
    if (open === -1) return { index: -1, partialFrom: text.length };
    const rest = text.slice(open + 1, open + 8);
    for (const name of TAG_NAMES) {
      const after = rest.charAt(name.length);
      if (rest.startsWith(name) && /[\s/>]/.test(after)) return { index: open, name, partialFrom: open };
      // "<scr" or "<link" at the very end: the next chunk says which.
      if ((name.startsWith(rest) || (rest.startsWith(name) && after === "")) && open + 1 + rest.length === text.length)
        return { index: -1, partialFrom: open };
    }
    at = open + 1;
  }
}

function startTag(name: TagName, text: string): StartTag {
  const attributes = new Map<string, string>();
  for (const [, attribute, value] of text.slice(name.length + 1).matchAll(ATTRIBUTE)) {
    attributes.set(attribute!.toLowerCase(), value ?? "");
  }
  return { name, text, attributes };
}
