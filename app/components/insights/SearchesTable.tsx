import type { Insights } from "~/modules/analytics/insights/insights.server";
import { formatCount } from "~/modules/analytics/insights/format";
import { InsightsTable } from "./InsightsTable";

/**
 * Catalog searches, the ones that found nothing first (and highlighted): content the owner
 * could write. Ranked by how many people searched, so one visitor repeating a query cannot
 * lead the table.
 */
export function SearchesTable({ searches }: { searches: Insights["searches"] }) {
  return (
    <InsightsTable
      caption="Catalog searches, those with no results first"
      empty="Nobody searched the catalog in this period."
      columns={[
        { label: "Search" },
        { label: "Daily visitors, summed", numeric: true },
        { label: "Searches", numeric: true },
        { label: "Results", numeric: true },
      ]}
      rows={searches.map((search) => ({
        key: search.query,
        highlight: search.results === 0,
        cells: [
          search.query,
          formatCount(search.visitors),
          formatCount(search.searches),
          search.results === 0 ? <strong key="none">No results</strong> : formatCount(search.results),
        ],
      }))}
    />
  );
}
