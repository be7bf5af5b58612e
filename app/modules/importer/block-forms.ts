import type { Element } from "domhandler";
import { isElement } from "./dom";

/**
 * The site's stored forms for blocks that exports write in their own markup (the callout and
 * checklist contracts the editor and the reader share), and how a callout's tone is read.
 */
export type Tone = "note" | "tip" | "warning";

const TIP_ICONS = /[💡✨👉✅🎯🔑⭐🚀🌟]/u;
const WARNING_ICONS = /[⚠❗❌🚨⛔🛑🔥‼]/u;

export function toneOfIcon(icon: string): Tone {
  if (WARNING_ICONS.test(icon)) return "warning";
  if (TIP_ICONS.test(icon)) return "tip";
  return "note";
}

/** A box that starts with a label instead of an icon ("Tip:", "Warning:"). */
const TIP_LABEL = /^\s*(pro tip|tip|hint)\s*[:—–-]/i;
const WARNING_LABEL = /^\s*(warning|caution|careful|danger|important)\s*[:—–-]/i;

export function toneOfLabel(text: string): Tone {
  if (WARNING_LABEL.test(text)) return "warning";
  if (TIP_LABEL.test(text)) return "tip";
  return "note";
}

/** The callout contract: blocks inside, loose text wrapped in a paragraph. */
export function callout(tone: Tone, inner: string): string {
  const body = /^\s*<(p|ul|ol|h[1-6]|blockquote|pre|figure|table|div)\b/i.test(inner) ? inner : `<p>${inner}</p>`;
  return `<aside class="callout" data-tone="${tone}">${body}</aside>`;
}

/** One item of the checklist contract. */
export function taskItem(checked: boolean, inner: string, nested = ""): string {
  return `<li data-type="taskItem" data-checked="${checked}"><p>${inner.trim()}</p>${nested}</li>`;
}

const EMOJI = /^\s*(\p{Extended_Pictographic}\uFE0F?)\s*/u;

/** The emoji a block's text starts with (a callout's icon written as text), taken out. */
export function takeLeadingEmoji(element: Element): string {
  let node = element.firstChild;
  while (node && isElement(node) && node.firstChild) node = node.firstChild;
  if (!node || node.type !== "text") return "";
  const match = EMOJI.exec(node.data);
  if (!match) return "";
  node.data = node.data.slice(match[0].length);
  return match[1]!;
}
