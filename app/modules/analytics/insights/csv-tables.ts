import { toCsv, type CsvColumn } from "~/modules/text/csv";
import { DEPTH_MARKS } from "../events";
import type { FunnelStage } from "./funnel";
import type { Insights, PlaybookInsight, SourceInsight } from "./insights.server";

const ratio = (value: number | undefined) => (value === undefined ? "" : value.toFixed(4));

const sourceColumns = (name: string): CsvColumn<SourceInsight>[] => [
  [name, (row) => row.name],
  ["visitors", (row) => row.visitors],
  ["subscribers_first_touch", (row) => row.firstTouch],
  ["subscribers_last_touch", (row) => row.lastTouch],
];

type PartRow = PlaybookInsight & { part?: PlaybookInsight["parts"][number] };

/** One line per part of each playbook: how many readers reached each depth of it. */
function playbooksCsv(insights: Insights): string {
  const columns: CsvColumn<PartRow>[] = [
    ["playbook", (row) => row.slug],
    ["title", (row) => row.title],
    ["page_views", (row) => row.pageViews],
    ["visitors", (row) => row.visitors],
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
        ["searches", (row) => row.searches],
        ["results", (row) => row.results],
      ],
      insights.searches,
    ),
  funnels: (insights) =>
    toCsv(
      [
        ["tool", (row) => row.tool],
        ["stage", (row) => row.label],
        ["visitors", (row) => row.visitors],
        ["from_previous", (row) => ratio(row.fromPrevious)],
        ["drop_off", (row) => ratio(row.dropOff)],
      ],
      insights.funnels.flatMap((funnel): (FunnelStage & { tool: string })[] => [
        ...funnel.stages.map((stage) => ({ tool: funnel.tool, ...stage })),
        ...funnel.steps.map((step) => ({
          tool: funnel.tool,
          label: `Reached step ${step.step}`,
          visitors: step.visitors,
        })),
      ]),
    ),
  quiz: (insights) =>
    toCsv(
      [
        ["variant", (row) => row.variant],
        ["visitors", (row) => row.visitors],
        ["emails", (row) => row.conversions],
        ["conversion", (row) => ratio(row.visitors > 0 ? row.conversions / row.visitors : undefined)],
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
        ["visitors", (row) => row.visitors],
      ],
      insights.outbound,
    ),
} satisfies Record<string, TableCsv>;

export type InsightTable = keyof typeof INSIGHT_TABLES;
