import { toCsv, type CsvColumn } from "~/modules/text/csv";
import { DEPTH_MARKS } from "../events";
import type { FunnelStage } from "./funnel";
import type { Insights, SourceInsight } from "./insights.server";
import type { PlaybookInsight } from "./playbooks.server";
import { shareValue, type Share } from "./share";

const ratio = (rate: Share | undefined) => (rate && shareValue(rate)?.toFixed(4)) ?? "";

/** Over a range, visitors are each day's unique visitors added up (ADR 0010): the column says so. */
const VISITORS_SUMMED = "daily_visitors_summed";

const sourceColumns = (name: string): CsvColumn<SourceInsight>[] => [
  [name, (row) => row.name],
  [VISITORS_SUMMED, (row) => row.visitors],
  ["subscribers_first_touch", (row) => row.firstTouch],
  ["subscribers_last_touch", (row) => row.lastTouch],
];

type FunnelRow = Pick<FunnelStage, "label" | "visitors" | "fromPrevious" | "dropOff"> & {
  tool: string;
  variant: string;
};

type PartRow = PlaybookInsight & { part?: PlaybookInsight["parts"][number] };

/** One line per part of each playbook: how many readers reached each depth of it. */
function playbooksCsv(insights: Insights): string {
  const columns: CsvColumn<PartRow>[] = [
    ["playbook", (row) => row.slug],
    ["title", (row) => row.title],
    ["page_views", (row) => row.pageViews],
    [VISITORS_SUMMED, (row) => row.visitors],
    ["read_to_end", (row) => ratio(row.readToEnd)],
    ["part", (row) => row.part?.position],
    ...DEPTH_MARKS.map((mark): CsvColumn<PartRow> => [`readers_reached_${mark}`, (row) => row.part?.reached[mark]]),
  ];
  const rows = insights.playbooks.flatMap((playbook): PartRow[] =>
    playbook.parts.length > 0 ? playbook.parts.map((part) => ({ ...playbook, part })) : [playbook],
  );
  return toCsv(columns, rows);
}

/** Builds one table's CSV from the dashboard's figures. */
type TableCsv = (insights: Insights) => string;

/** Every table of /admin/insights as a CSV download, by the name its Export link uses. */
export const INSIGHT_TABLES = {
  visitors: (insights) =>
    toCsv(
      [
        ["day", (row) => row.day],
        ["visitors", (row) => row.visitors],
        ["page_views", (row) => row.pageViews],
      ],
      insights.overTime,
    ),
  playbooks: playbooksCsv,
  referrers: (insights) => toCsv(sourceColumns("referrer"), insights.referrers),
  campaigns: (insights) => toCsv(sourceColumns("campaign"), insights.campaigns),
  searches: (insights) =>
    toCsv(
      [
        ["query", (row) => row.query],
        [VISITORS_SUMMED, (row) => row.visitors],
        ["searches", (row) => row.searches],
        ["results", (row) => row.results],
      ],
      insights.searches,
    ),
  funnels: (insights) =>
    toCsv(
      [
        ["tool", (row) => row.tool],
        ["door", (row) => row.variant],
        ["stage", (row) => row.label],
        [VISITORS_SUMMED, (row) => row.visitors],
        ["from_previous", (row) => ratio(row.fromPrevious)],
        ["drop_off", (row) => ratio(row.dropOff)],
      ],
      [
        ...insights.funnels.flatMap((funnel): FunnelRow[] =>
          funnel.stages.map((stage) => ({ tool: funnel.tool, variant: funnel.variant, ...stage })),
        ),
        ...insights.steps.map((step): FunnelRow => ({
          tool: step.tool,
          variant: "",
          label: `Reached step ${step.step}`,
          visitors: step.visitors,
        })),
      ],
    ),
  quiz: (insights) =>
    toCsv(
      [
        ["door", (row) => row.variant],
        [VISITORS_SUMMED, (row) => row.visitors],
        ["completed", (row) => row.completed],
        ["completion", (row) => ratio(row.completion)],
        ["emails", (row) => row.emails],
        ["email_rate", (row) => ratio(row.emailRate)],
      ],
      [
        { variant: "intro", ...insights.quiz.intro },
        { variant: "direct", ...insights.quiz.direct },
      ],
    ),
  outbound: (insights) =>
    toCsv(
      [
        ["kind", (row) => row.kind],
        ["address", (row) => row.address],
        ["clicks", (row) => row.clicks],
        [VISITORS_SUMMED, (row) => row.visitors],
      ],
      insights.outbound,
    ),
} satisfies Record<string, TableCsv>;

export type InsightTable = keyof typeof INSIGHT_TABLES;
