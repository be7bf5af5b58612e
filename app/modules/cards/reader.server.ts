import { parseHTML } from "linkedom";
import { LRUCache } from "lru-cache";
import { escapeHtml } from "~/modules/html/escape";
import { sanitizeStoredHtml } from "~/modules/html/sanitize.server";
import { CALLOUT_TONES, type CalloutTone } from "./schemas";

/**
 * What the reader adds to stored cards on the server, so readers need no script for them: a
 * callout says its kind, a checklist item says whether it is done (not by a glyph alone), and
 * a newsletter sign-up becomes a plain form posting to /api/subscribe. Toggles (details and
 * summary), buttons, bookmarks and galleries need nothing: their stored markup is the page's.
 */
const NEEDS_READER_MARKUP = /data-type="taskItem"|class="(?:callout|signup)"/;

const TONE_LABELS: Record<CalloutTone, string> = { note: "Note", tip: "Tip", warning: "Warning" };

function toneOf(value: string | null): CalloutTone {
  return CALLOUT_TONES.find((tone) => tone === value) ?? "note";
}

/** The visitor's sign-up form: the same fields the site's other capture forms post. */
function signupForm(id: string, page: string, button: string): string {
  const returnTo = escapeHtml(`${page}#${id}-thanks`);
  return (
    `<form class="signup-form" method="post" action="/api/subscribe" aria-labelledby="${id}-title">` +
    `<input type="hidden" name="leadMagnet" value="Newsletter">` +
    `<input type="hidden" name="returnTo" value="${returnTo}">` +
    `<input type="hidden" name="conversionPage" value="${escapeHtml(page)}">` +
    `<div class="signup-trap" aria-hidden="true"><label for="${id}-website">Website</label>` +
    `<input id="${id}-website" type="text" name="website" tabindex="-1" autocomplete="off"></div>` +
    `<label for="${id}-email">Email address</label>` +
    `<input id="${id}-email" type="email" name="email" required autocomplete="email" placeholder="you@example.com">` +
    `<button type="submit">${escapeHtml(button)}</button>` +
    `</form>` +
    `<p id="${id}-thanks" class="signup-thanks" tabindex="-1">Thank you for subscribing! Check your inbox: if we asked you to confirm your address, the link is there.</p>`
  );
}

/** The stored part's sanitized HTML with the reader's card markup added; `page` is the part's address. */
export function readerCardsHtml(html: string, page: string): string {
  if (!NEEDS_READER_MARKUP.test(html)) return html;
  const { document } = parseHTML(`<!DOCTYPE html><html><body>${html}</body></html>`);
  for (const callout of document.querySelectorAll("aside.callout")) {
    const tone = toneOf(callout.getAttribute("data-tone"));
    callout.setAttribute("role", "note");
    callout.insertAdjacentHTML("afterbegin", `<p class="callout-label">${TONE_LABELS[tone]}</p>`);
  }
  for (const item of document.querySelectorAll('li[data-type="taskItem"]')) {
    const done = item.getAttribute("data-checked") === "true";
    const mark = `<span class="task-mark" aria-hidden="true">${done ? "☑" : "☐"}</span><span class="sr-only">${done ? "Done" : "To do"}: </span>`;
    const first = item.firstElementChild;
    (first?.tagName === "P" ? first : item).insertAdjacentHTML("afterbegin", mark);
  }
  document.querySelectorAll("div.signup").forEach((signup, index) => {
    const id = `signup-${index + 1}`;
    signup.querySelector("p.signup-title")?.setAttribute("id", `${id}-title`);
    const button = signup.getAttribute("data-button")?.trim() || "Subscribe";
    signup.removeAttribute("data-button");
    signup.insertAdjacentHTML("beforeend", signupForm(id, page, button));
  });
  return document.body.innerHTML;
}

// Parts with cards are read over and over; the page address is part of the key (the form returns there).
const withCards = new LRUCache<string, string>({
  maxSize: 4_000_000,
  sizeCalculation: (html, key) => html.length + key.length,
});

/** A stored part as readers get it: sanitized (cached), then with the reader's card markup. */
export function readerPartHtml(stored: string, page: string): string {
  const sanitized = sanitizeStoredHtml(stored);
  if (!NEEDS_READER_MARKUP.test(sanitized)) return sanitized;
  const key = `${page}\n${sanitized}`;
  let html = withCards.get(key);
  if (html === undefined) {
    html = readerCardsHtml(sanitized, page);
    withCards.set(key, html);
  }
  return html;
}
