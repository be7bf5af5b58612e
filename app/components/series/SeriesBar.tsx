import { ArrowLeft, ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { SeriesPosition } from "~/db/queries/series.server";

const linkClass = "inline-flex items-center gap-1 font-medium text-brand-700 hover:text-brand-900";

/** Where this playbook sits in its series, with links to the series and its neighbours. */
export function SeriesBar({ position }: { position: SeriesPosition }) {
  return (
    <nav
      aria-label="Series"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm print:hidden"
    >
      <Link to={`/series/${position.series.slug}`} className={linkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to {position.series.title}
      </Link>
      <p className="text-slate-700">
        Part {position.position} of {position.total}
      </p>
      <div className="flex gap-4">
        {position.previous && (
          <Link to={`/catalog/${position.previous.slug}`} className={linkClass} rel="prev">
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous<span className="sr-only"> playbook: {position.previous.title}</span>
          </Link>
        )}
        {position.next && (
          <Link to={`/catalog/${position.next.slug}`} className={linkClass} rel="next">
            Next<span className="sr-only"> playbook: {position.next.title}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </nav>
  );
}
