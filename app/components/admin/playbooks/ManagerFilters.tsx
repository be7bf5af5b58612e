import { Link } from "react-router";
import { managerHref, STATUS_FILTERS, type ManagerQuery } from "~/modules/admin/manager-query";

/** All, Drafts, Published, Scheduled: links, so each list has its own address. */
export function StatusFilterLinks({ query }: { query: ManagerQuery }) {
  return (
    <nav aria-label="Filter by status" className="mt-4 flex flex-wrap gap-2">
      {STATUS_FILTERS.map((filter) => {
        const current = query.status === filter.value;
        return (
          <Link
            key={filter.value}
            to={managerHref({ search: query.search, status: filter.value })}
            aria-current={current ? "page" : undefined}
            className={`rounded-full px-3 py-1 text-sm font-medium ${
              current ? "bg-brand-600 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
            }`}
          >
            {filter.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** Previous and next pages of the list, with where we are. */
export function ManagerPagination({ query, pages }: { query: ManagerQuery; pages: number }) {
  if (pages <= 1) return null;
  const link = (page: number, label: string) => (
    <Link
      to={managerHref({ ...query, schedule: undefined, page })}
      className="font-semibold text-brand-700 hover:underline"
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between text-sm text-slate-700">
      <span>{query.page > 1 && link(query.page - 1, "Previous page")}</span>
      <span>
        Page {query.page} of {pages}
      </span>
      <span>{query.page < pages && link(query.page + 1, "Next page")}</span>
    </nav>
  );
}
