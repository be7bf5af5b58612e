import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { catalogHref, withFilters, type CatalogFilters } from "~/modules/catalog/filters";

const SEARCH_DELAY_MS = 250;

/**
 * The filter bar's state once JavaScript runs: every change shows at once and replaces the
 * URL (never pushes), which reloads the list. Typing in the search box waits for a short
 * pause, and a slower response never overwrites what is still being typed.
 */
export function useCatalogFilters(filters: CatalogFilters) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(filters);
  const draftRef = useRef(filters);
  const sentSearch = useRef(filters.search);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback((next: CatalogFilters) => {
    draftRef.current = next;
    setDraft(next);
  }, []);

  // The URL changed (a response arrived, Clear all, back/forward): adopt it, except for
  // search text typed since the last request.
  useEffect(() => {
    const ownSearch = filters.search === sentSearch.current;
    sentSearch.current = filters.search;
    show({ ...filters, search: ownSearch ? draftRef.current.search : filters.search });
  }, [filters, show]);

  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const apply = useCallback(
    (changes: Partial<CatalogFilters>) => {
      clearTimeout(searchTimer.current);
      const next = withFilters(draftRef.current, changes);
      show(next);
      sentSearch.current = next.search;
      void navigate(catalogHref(next), { replace: true, preventScrollReset: true });
    },
    [navigate, show],
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
