import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = 'rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = `${PRELOAD} fetchpriority="low"`;

/**
 * Rewrites a hydrated page's HTML as React renders it so that React Router's module preloads
 * are fetched at low priority. Chrome fetches them at high priority beside the stylesheet,
 * and on a slow connection the ~20 route modules delay the first paint of a page that works
 * before they arrive (forms are plain HTML until hydration). React Router's <Scripts> has no
 * option for the preloads' priority, hence this rewrite of its output.
 *
 * A chunk may end inside the attribute: the last characters that could start one are held
 * back until the next chunk. They are too few to hold an already rewritten attribute whole,
 * so nothing is rewritten twice.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  const heldBack = PRELOAD.length - 1;
  let carry = "";
  const rewrite = (text: string) => text.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
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
