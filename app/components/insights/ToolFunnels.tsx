import type { ToolFunnel } from "~/modules/analytics/insights/insights.server";
import { formatCount, formatPercent } from "~/modules/analytics/insights/format";
import { BarChart } from "./BarChart";
import { InsightsTable } from "./InsightsTable";

/** One tool's funnel: a chart of its stages, then each stage with its step-by-step conversion and drop-off. */
function Funnel({ funnel }: { funnel: ToolFunnel }) {
  const headingId = `funnel-${funnel.tool}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="font-semibold text-slate-950">
        {funnel.title}
      </h3>
      <div className="mt-3 grid gap-4 lg:grid-cols-[16rem_1fr]">
        <BarChart
          label={`${funnel.title} funnel, visitors per stage`}
          bars={funnel.stages.map((stage) => ({ label: stage.label, value: stage.visitors }))}
          width={280}
          height={150}
        />
        <InsightsTable
          caption={`${funnel.title} funnel`}
          empty=""
          columns={[
            { label: "Stage" },
            { label: "Visitors", numeric: true },
            { label: "From previous stage", numeric: true },
            { label: "Drop-off", numeric: true },
          ]}
          rows={funnel.stages.map((stage) => ({
            key: stage.label,
            cells: [
              stage.label,
              formatCount(stage.visitors),
              formatPercent(stage.fromPrevious),
              formatPercent(stage.dropOff),
            ],
          }))}
        />
      </div>
      {funnel.steps.length > 0 && (
        <p className="mt-3 text-sm text-slate-700">
          Steps reached: {funnel.steps.map((step) => `step ${step.step}: ${formatCount(step.visitors)}`).join(" · ")}
        </p>
      )}
    </article>
  );
}

export function ToolFunnels({ funnels }: { funnels: readonly ToolFunnel[] }) {
  return (
    <div className="grid gap-4">
      {funnels.map((funnel) => (
        <Funnel key={funnel.tool} funnel={funnel} />
      ))}
    </div>
  );
}
