import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import type { InsightTable } from "~/modules/analytics/insights/csv-tables";

interface InsightsSectionProps {
  table: InsightTable;
  title: string;
  description?: ReactNode;
  /** The range's query string, so the export holds what the page shows. */
  rangeQuery: string;
  children: ReactNode;
}

/** One block of the dashboard: heading, what it counts, its CSV export, then its table or chart. */
export function InsightsSection({ table, title, description, rangeQuery, children }: InsightsSectionProps) {
  const id = `insights-${table}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-bold text-slate-950">
            {title}
          </h2>
          {description && <p className="mt-1 max-w-3xl text-sm text-slate-700">{description}</p>}
        </div>
        <a
          href={`/admin/insights.csv?table=${table}&${rangeQuery}`}
          download
          className={buttonClass("secondary", "sm")}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </a>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
