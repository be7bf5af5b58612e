/**
 * The analytics and attribution script of every page, framework or not: built as its own tiny
 * file (the `analytics` page script, app/modules/page-scripts) and loaded as a deferred module.
 * - records the visit's first and last touch (app/modules/leads/tracking.ts);
 * - counts page views of in-app navigations, and of documents fetched ahead by speculation rules
 *   once they are opened (the server counts the other documents);
 * - reports how far a part was read (25/50/75/100 % of its body);
 * - reports clicks on links marked `data-outbound` (offers, the newsletter).
 * A page's events (its view, depth marks, clicks) are queued and sent in one beacon when the
 * page ends: hidden, left, or replaced by an in-app navigation. A reader's view and four depth
 * marks cost the server one request, not five.
 */
import { rememberVisit } from "../leads/tracking";
import { onScrollOrResize, whenShown } from "../page-scripts/page-events";
import { DEPTH_MARKS, MAX_BEACON_EVENTS, type BrowserEvent, type PageEvent } from "./events";
import { documentNavigation, onThisPage, sendEvents } from "./track";

let queued: PageEvent[] = [];
function sendQueued(): void {
  if (queued.length > 0) sendEvents(queued);
  queued = [];
}
function later(event: BrowserEvent): void {
  if (queued.push(onThisPage(event)) === MAX_BEACON_EVENTS) sendQueued();
}
// Hidden is the last moment a page is sure to see (a phone may discard it after); pagehide
// covers browsers that leave without a visibility change. Shown again, the queue is empty.
addEventListener("visibilitychange", sendQueued);
addEventListener("pagehide", sendQueued);

let currentPath = location.pathname;
function onNavigation(): void {
  if (location.pathname === currentPath) return;
  currentPath = location.pathname;
  sendQueued();
  later({ name: "pageview" });
  measureDepth();
}
// React Router moves with pushState, and with replaceState for redirects and replacing navigations.
for (const method of ["pushState", "replaceState"] as const) {
  const original = history[method];
  history[method] = function (...args) {
    original.apply(this, args);
    onNavigation();
  };
}
addEventListener("popstate", onNavigation);

const depthsSent = new Set<string>();
/** The share of the part's body above the bottom of the window; a short part read at a glance counts whole. */
function measureDepth(): void {
  const body = document.querySelector<HTMLElement>("[data-read-depth]");
  if (!body) return;
  const { top, height } = body.getBoundingClientRect();
  const seen = height > 0 ? ((innerHeight - top) / height) * 100 : 100;
  const target = body.dataset.readDepth!;
  const [subject = "", position] = target.split("#");
  for (const amount of DEPTH_MARKS) {
    const key = target + amount;
    if (seen < amount || depthsSent.has(key)) continue;
    depthsSent.add(key);
    later({ name: "read", subject, position: Number(position), amount });
  }
}
addEventListener(
  "click",
  (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[data-outbound]");
    if (link) later({ name: "outbound", subject: link.dataset.outbound as "offer", variant: link.href });
  },
  true,
);

/**
 * A page prerendered or prefetched by speculation rules was not counted by the server (its
 * request was a prerender or a prefetch): it counts, and is measured, when the visitor
 * actually opens it.
 */
const fetchedAhead =
  (document as { prerendering?: boolean }).prerendering ||
  documentNavigation()?.deliveryType === "navigational-prefetch";
whenShown(document, () => {
  rememberVisit();
  if (fetchedAhead) later({ name: "pageview" });
  onScrollOrResize(window, measureDepth);
});
