import type { Insights } from "~/modules/analytics/insights/insights.server";
import { formatCount } from "~/modules/analytics/insights/format";
import { InsightsTable } from "./InsightsTable";

/** Clicks on the paid offers and the newsletter, by address. */
export function OutboundTable({ outbound }: { outbound: Insights["outbound"] }) {
  return (
    <InsightsTable
      caption="Clicks on offers and the newsletter"
      empty="No clicks on offers or the newsletter in this period."
      columns={[
        { label: "Link" },
        { label: "Address" },
        { label: "Clicks", numeric: true },
        { label: "Daily visitors, summed", numeric: true },
      ]}
      rows={outbound.map((link) => ({
        key: `${link.kind} ${link.address}`,
        cells: [
          link.kind === "offer" ? "Offer" : "Newsletter",
          <span key="address" className="break-all">
            {link.address}
          </span>,
          formatCount(link.clicks),
          formatCount(link.visitors),
        ],
      }))}
    />
  );
}
