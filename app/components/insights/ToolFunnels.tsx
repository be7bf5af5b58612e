import type { Insights } from "~/modules/analytics/insights/insights.server";
import type { ToolFunnel } from "~/modules/analytics/insights/funnel";
import { formatCount, formatPercent } from "~/modules/analytics/insights/format";
import { BarChart } from "./BarChart";
import { InsightsTable } from "./InsightsTable";

const DOOR_NAMES: Record<string, string> = {
  intro: "Intro door (/tools/ai-business-quiz-intro)",
  direct: "Direct door (/tools/ai-business-quiz)",
};

/** One door's funnel: a chart of its stages, then each stage with its step-by-step conversion and drop-off. */
function Funnel({ funnel }: { funnel: ToolFunnel }) {
  const door = DOOR_NAMES[funnel.variant];
  const name = door ? `${funnel.title}, ${door}` : funnel.title;
  return (
    <div>
      {door && <h4 className="text-sm font-semibold text-slate-800">{door}</h4>}
      <div className="mt-2 grid gap-4 lg:grid-cols-[16rem_1fr]">
        <BarChart
          label={`${name} funnel, visitors per stage`}
          bars={funnel.stages.map((stage) => ({ label: stage.label, value: stage.visitors }))}
          width={280}
          height={150}
        />
        <InsightsTable
          caption={`${name} funnel`}
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
    </div>
  );
}

/** Each tool's funnel (the quiz's per door, so a visitor who tried both doors counts in each), and the steps reached. */
export function ToolFunnels({ funnels, steps }: Pick<Insights, "funnels" | "steps">) {
  const tools = [...new Set(funnels.map((funnel) => funnel.tool))];
  return (
    <div className="grid gap-4">
      {tools.map((tool) => {
        const doors = funnels.filter((funnel) => funnel.tool === tool);
        const reached = steps.filter((step) => step.tool === tool);
        const headingId = `funnel-${tool}`;
        return (
          <article key={tool} aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
            <h3 id={headingId} className="font-semibold text-slate-950">
              {doors[0]!.title}
            </h3>
            <div className="mt-3 grid gap-5">
              {doors.map((funnel) => (
                <Funnel key={funnel.variant} funnel={funnel} />
              ))}
            </div>
            {reached.length > 0 && (
              <p className="mt-3 text-sm text-slate-700">
                Steps reached{doors.length > 1 ? ", every door together" : ""}:{" "}
                {reached.map((step) => `step ${step.step}: ${formatCount(step.visitors)}`).join(" · ")}
              </p>
            )}
          </article>
        );
      })}
    </div>
  );
}
