import type { SourceInsight } from "~/modules/analytics/insights/insights.server";
import { formatCount } from "~/modules/analytics/insights/format";
import { InsightsTable } from "./InsightsTable";

/** Referrers or campaigns: visitors they brought, and subscribers attributed to them by first and last touch. */
export function SourcesTable({ sources, kind }: { sources: readonly SourceInsight[]; kind: "Referrer" | "Campaign" }) {
  return (
    <InsightsTable
      caption={`${kind}s by visitors, with subscribers attributed by first and last touch`}
      empty={kind === "Referrer" ? "No visits from other sites in this period." : "No campaign visits in this period."}
      columns={[
        { label: kind },
        { label: "Daily visitors, summed", numeric: true },
        { label: "Subscribers (first touch)", numeric: true },
        { label: "Subscribers (last touch)", numeric: true },
      ]}
      rows={sources.map((source) => ({
        key: source.name,
        cells: [
          source.name,
          formatCount(source.visitors),
          formatCount(source.firstTouch),
          formatCount(source.lastTouch),
        ],
      }))}
    />
  );
}
