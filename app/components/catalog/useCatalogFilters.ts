import { useCallback, useEffect, useRef, useState } from "react";
import { catalogHref, withFilters, type CatalogFilters } from "~/modules/catalog/filters";
import { loadCatalogResults } from "./results-loader";

const SEARCH_DELAY_MS = 250;

/**
 * The filter bar's state once its island has hydrated: every change shows at once and loads
 * the matching results in place (results-loader.ts replaces the URL, never pushes). Typing in
 * the search box waits for a short pause. Results that arrive never reset the bar, so nothing
 * typed since is lost.
 */
export function useCatalogFilters(filters: CatalogFilters) {
  const [draft, setDraft] = useState(filters);
  const draftRef = useRef(filters);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback((next: CatalogFilters) => {
    draftRef.current = next;
    setDraft(next);
  }, []);

  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const apply = useCallback(
    (changes: Partial<CatalogFilters>) => {
      clearTimeout(searchTimer.current);
      const next = withFilters(draftRef.current, changes);
      show(next);
      void loadCatalogResults(catalogHref(next));
    },
    [show],
  );

  const typeSearch = useCallback(
    (search: string) => {
      show({ ...draftRef.current, search });
      clearTimeout(searchTimer.current);
      searchTimer.current = setTimeout(() => apply({ search: search.trim() }), SEARCH_DELAY_MS);
    },
    [apply, show],
  );

  return { draft, apply, typeSearch };
}
