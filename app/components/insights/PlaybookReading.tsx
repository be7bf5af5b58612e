import type { PlaybookInsight } from "~/modules/analytics/insights/playbooks.server";
import { formatCount, formatPercent } from "~/modules/analytics/insights/format";
import { BarChart } from "./BarChart";
import { InsightsTable } from "./InsightsTable";

/** The most visited playbooks, each with how many readers finished each of its parts (the drop-off). */
export function PlaybookReading({ playbooks }: { playbooks: readonly PlaybookInsight[] }) {
  return (
    <InsightsTable
      caption="Top playbooks by visitors, with readers finishing each part"
      empty="No playbook was opened in this period."
      columns={[
        { label: "Playbook" },
        { label: "Daily visitors, summed", numeric: true },
        { label: "Page views", numeric: true },
        { label: "Read to the end", numeric: true },
        { label: "Readers finishing each part" },
      ]}
      rows={playbooks.map((playbook) => ({
        key: playbook.slug,
        cells: [
          <a key="title" href={`/catalog/${playbook.slug}`} className="font-medium text-brand-700 hover:underline">
            {playbook.title}
          </a>,
          formatCount(playbook.visitors),
          formatCount(playbook.pageViews),
          formatPercent(playbook.readToEnd),
          <div key="chart" className="w-48">
            <BarChart
              label={`${playbook.title}, readers finishing each part (part number, readers)`}
              bars={playbook.parts.map((part) => ({ label: String(part.position), value: part.reached[100] }))}
              width={240}
              height={90}
            />
          </div>,
        ],
      }))}
    />
  );
}
