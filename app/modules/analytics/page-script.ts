/**
 * The analytics and attribution script of every page, framework or not: built as its own tiny
 * file (imported with `?worker&url` in app/root.tsx) and loaded as a deferred module.
 * - records the visit's first and last touch (app/modules/leads/tracking.ts);
 * - counts page views of in-app navigations and opened prerenders (the server counts documents);
 * - reports how far a part was read (25/50/75/100 % of its body);
 * - reports clicks on links marked `data-outbound` (offers, the newsletter).
 */
import { rememberVisit } from "../leads/tracking";
import { DEPTH_MARKS } from "./events";
import { track } from "./track";

let currentPath = location.pathname;
function onNavigation(): void {
  if (location.pathname === currentPath) return;
  currentPath = location.pathname;
  track({ name: "pageview" });
  measureDepth();
}
const pushState = history.pushState;
history.pushState = function (...args) {
  pushState.apply(this, args);
  onNavigation();
};
addEventListener("popstate", onNavigation);

const depthsSent = new Set<string>();
let frame = 0;
/** The share of the part's body above the bottom of the window; a short part read at a glance counts whole. */
function measureDepth(): void {
  frame = 0;
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
    track({ name: "read", subject, position: Number(position), amount });
  }
}
addEventListener("scroll", () => (frame ||= requestAnimationFrame(measureDepth)), { passive: true });

addEventListener(
  "click",
  (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[data-outbound]");
    if (link) track({ name: "outbound", subject: link.dataset.outbound as "offer", variant: link.href });
  },
  true,
);

/**
 * A page prerendered by speculation rules was not counted by the server (its request was a
 * prerender): it counts, and is measured, when the visitor actually opens it.
 */
const prerendered = (document as { prerendering?: boolean }).prerendering;
function shown(): void {
  rememberVisit();
  if (prerendered) track({ name: "pageview" });
  measureDepth();
}
if (prerendered) addEventListener("prerenderingchange", shown, { once: true });
else shown();
