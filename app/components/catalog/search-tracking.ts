import { track } from "~/modules/analytics/track";

/** A search counts once its results have stayed on screen this long, so half-typed queries are not counted. */
export const SETTLED_SEARCH_MS = 1500;

let pending: { timer: ReturnType<typeof setTimeout>; report: () => void } | undefined;

/**
 * Reports the search whose results the catalog shows, with how many guides it found, for the
 * owner's list of searches (zero results first), once they have stayed on screen. The results
 * region names them (`data-search`, `data-total`; absent when the list failed to load).
 */
export function trackSettledSearch(results: HTMLElement): void {
  cancelSearchTracking();
  const { search, total } = results.dataset;
  if (!search || total === undefined) return;
  const report = () => {
    pending = undefined;
    track({ name: "search", subject: search, amount: Number(total) });
  };
  pending = { timer: setTimeout(report, SETTLED_SEARCH_MS), report };
}

/** Other results are on their way: the ones on screen did not settle. */
export function cancelSearchTracking(): void {
  clearTimeout(pending?.timer);
  pending = undefined;
}

/** The visitor chose one of the results on screen: the search counts now, before the page goes. */
export function settleSearchNow(): void {
  if (!pending) return;
  clearTimeout(pending.timer);
  pending.report();
}
