import type { Block } from "./blocks";
import type { HeadingBlock } from "./sections";

/** Test helpers: blocks of a given text length, without going through a parser. */
export const heading = (text: string, level = 2): HeadingBlock => ({ kind: "heading", level, text, innerHtml: text });

export const paragraph = (length: number, word = "text"): Block => {
  const text = `${word} `.repeat(Math.ceil(length / (word.length + 1))).slice(0, length);
  return { kind: "content", text, html: `<p>${text}</p>` };
};
