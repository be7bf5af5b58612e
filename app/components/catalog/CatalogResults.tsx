import { catalogHref, type CatalogFilters } from "~/modules/catalog/filters";
import { countOf } from "~/modules/text/words";
import { Pagination } from "./Pagination";
import { PlaybookCard, type PlaybookCardData } from "./PlaybookCard";

interface CatalogResultsProps {
  filters: CatalogFilters;
  playbooks: readonly (PlaybookCardData & { id: string })[];
  total: number;
  pageCount: number;
  approximate: boolean;
  /** A client-side reload or filter change is on its way. */
  loading: boolean;
}

export function CatalogResults({ filters, playbooks, total, pageCount, approximate, loading }: CatalogResultsProps) {
  return (
    <section aria-labelledby="results-heading" aria-busy={loading} className="mt-8">
      <h2 id="results-heading" className="sr-only">
        Playbooks
      </h2>
      <div aria-live="polite" className="text-sm font-medium text-slate-700">
        {loading ? <p>Loading playbooks...</p> : <p>{countOf(total, "playbook")} found</p>}
        {!loading && approximate && total > 0 && (
          <p className="mt-1 font-normal text-slate-600">
            No exact matches for “{filters.search}”. Showing playbooks with similar titles.
          </p>
        )}
      </div>
      {playbooks.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
          No playbooks found matching your criteria.
        </p>
      ) : (
        <div className={`mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${loading ? "opacity-60" : ""}`}>
          {playbooks.map((playbook) => (
            <PlaybookCard key={playbook.id} playbook={playbook} />
          ))}
        </div>
      )}
      <Pagination page={filters.page} pageCount={pageCount} hrefFor={(page) => catalogHref({ ...filters, page })} />
    </section>
  );
}
