import { catalogHref, type CatalogFilters } from "~/modules/catalog/filters";
import { leftOutNote, vagueSearchNote, type Approximation } from "~/modules/catalog/search/results";
import { countOf } from "~/modules/text/words";
import { Pagination } from "./Pagination";
import { PlaybookCard, type PlaybookCardData } from "./PlaybookCard";

interface CatalogResultsProps {
  filters: CatalogFilters;
  playbooks: readonly (PlaybookCardData & { id: string })[];
  total: number;
  pageCount: number;
  approximate: Approximation;
  /** Search terms left out, past the most a search takes. */
  dropped: readonly string[];
  /** The search was only a lone letter or stop words, which narrow nothing: it found nothing, and says why. */
  vague?: boolean;
  /** The list could not be read: the page says so instead of claiming an empty catalog. */
  loadError: boolean;
}

/**
 * The count, cards and pagination: server HTML that results-loader.ts swaps for the server's
 * next render when a filter changes (its data attributes are that contract). `data-search`
 * and `data-total` name the search shown, for search tracking.
 */
export function CatalogResults(props: CatalogResultsProps) {
  const { filters, playbooks, total, pageCount, approximate, dropped, vague, loadError } = props;
  const leftOut = loadError ? undefined : leftOutNote(dropped);
  return (
    <section
      aria-labelledby="results-heading"
      data-catalog-results
      data-search={loadError || !filters.search ? undefined : filters.search}
      data-total={loadError ? undefined : total}
      className="group mt-8"
    >
      <h2 id="results-heading" className="sr-only">
        Playbooks
      </h2>
      <div aria-live="polite" data-catalog-status className="text-sm font-medium text-slate-700">
        {!loadError && <p>{countOf(total, "playbook")} found</p>}
        {!loadError && approximate && total > 0 && (
          <p className="mt-1 font-normal text-slate-600">
            No exact matches for “{filters.search}”. Showing playbooks with{" "}
            {approximate === "titles" ? "similar titles" : "words spelled like yours"}.
          </p>
        )}
        {leftOut && <p className="mt-1 font-normal text-slate-600">{leftOut}</p>}
      </div>
      <div data-catalog-list className="group-aria-busy:opacity-60">
        {loadError ? (
          <CatalogLoadError />
        ) : playbooks.length === 0 ? (
          <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
            {vague ? vagueSearchNote(filters.search) : "No playbooks found matching your criteria."}
          </p>
        ) : (
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {playbooks.map((playbook) => (
              <PlaybookCard key={playbook.id} playbook={playbook} />
            ))}
          </div>
        )}
        <Pagination page={filters.page} pageCount={pageCount} hrefFor={(page) => catalogHref({ ...filters, page })} />
      </div>
      {/* Shown by results-loader.ts when the browser cannot fetch the next list. */}
      <template data-catalog-load-error>
        <CatalogLoadError />
      </template>
    </section>
  );
}

/** In the page rather than a toast: it needs no script, and the page claims no empty catalog. */
function CatalogLoadError() {
  return (
    <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">Error Loading Playbooks</p>
      <p className="mt-1">There was an issue loading your playbooks. Please try refreshing the page.</p>
    </div>
  );
}
