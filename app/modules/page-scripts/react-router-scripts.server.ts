import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { AFTER_FIRST_PAINT } from "./after-first-paint";

/**
 * Rewrites of React Router's <Scripts> markup as a hydrated page streams out. <Scripts> has
 * no option for when or how its module preloads and its entry script load (about 20 files on
 * a tool page, at Chrome's default high priority, beside the stylesheet), hence these. A
 * page's own text cannot match them: React escapes the quotes in what it renders.
 */

const PRELOAD = 'rel="modulepreload"';
/** The inline module that imports the route modules and then the client entry. */
const ENTRY_SCRIPT = 'type="module" async="">';

/** Preloads fetched at low priority: the page paints first, and its forms work until React arrives. */
export function lowPriorityModulePreloads(): Transform {
  return replaceInStream([[PRELOAD, `${PRELOAD} fetchpriority="low"`]]);
}

/**
 * Preloads and entry script inert (a link without `rel`, a script of a type that does not
 * run) until `startAfterFirstPaint` brings them back once the page has painted: Lighthouse's
 * estimate of the largest contentful paint counts every request that started before it.
 */
export function scriptsAfterFirstPaint(): Transform {
  return replaceInStream([
    [PRELOAD, `${AFTER_FIRST_PAINT}="modulepreload"`],
    [ENTRY_SCRIPT, `type="text/plain" ${AFTER_FIRST_PAINT}="module">`],
  ]);
}

/**
 * Replaces each of the given strings wherever it occurs in the stream. A chunk may end inside
 * one: the last characters that could start one are held back, already rewritten, until the
 * next chunk. Nothing is rewritten twice: the low-priority preload, which contains its own
 * string, is the only replacement of its list, and fewer characters than that string are held
 * back; the other replacements contain no string replaced.
 */
function replaceInStream(replacements: readonly (readonly [string, string])[]): Transform {
  const decoder = new StringDecoder("utf8");
  const heldBack = Math.max(...replacements.map(([from]) => from.length)) - 1;
  let carry = "";
  const rewrite = (text: string) => replacements.reduce((result, [from, to]) => result.replaceAll(from, to), text);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = rewrite(carry + decoder.write(chunk));
      carry = text.slice(-heldBack);
      callback(null, text.slice(0, text.length - carry.length));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}
