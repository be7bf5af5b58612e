import { useEffect } from "react";
import { track } from "~/modules/analytics/track";

/** A search counts once its results have stayed on screen this long, so half-typed queries are not counted. */
export const SETTLED_SEARCH_MS = 1500;

/** Reports a catalog search and how many guides it found, for the owner's list of searches (zero results first). */
export function useSearchTracking(search: string, results: number): void {
  useEffect(() => {
    if (!search) return;
    const timer = setTimeout(() => track({ name: "search", subject: search, amount: results }), SETTLED_SEARCH_MS);
    return () => clearTimeout(timer);
  }, [search, results]);
}
