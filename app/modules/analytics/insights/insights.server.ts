import type { Kysely } from "kysely";
import type { BreakdownRow } from "~/db/queries/analytics-events.server";
import { countNewLeads, leadTouches, playbookOutlines } from "~/db/queries/insights.server";
import type { Database } from "~/db/schema";
import { TOOL_DEFINITIONS } from "~/modules/tools/definitions";
import type { EventStore } from "../event-store.server";
import { DEPTH_MARKS, type ToolStage } from "../events";
import { campaignName, subscribersByCampaign, subscribersByReferrer, type Attributed } from "./attribution";
import { breakdownReader, type BreakdownReader } from "./breakdown-reader.server";
import { change, funnelStages, type FunnelStage } from "./funnel";
import { addDays, eachDay, type DayRange, type InsightsRange } from "./range";
import { compareConversion, type Comparison, type Group } from "./significance";

export interface Figure {
  current: number;
  previous: number;
  change?: number;
}

export interface PlaybookInsight {
  slug: string;
  title: string;
  pageViews: number;
  visitors: number;
  /** Per part: readers who reached each depth mark (25, 50, 75, 100 %). */
  parts: { position: number; reached: Record<(typeof DEPTH_MARKS)[number], number> }[];
}

export interface SourceInsight extends Attributed {
  name: string;
  visitors: number;
}

export interface ToolFunnel {
  tool: string;
  title: string;
  stages: FunnelStage[];
  steps: { step: number; visitors: number }[];
}

export interface Insights {
  headline: { visitors: Figure; pageViews: Figure; subscribers: Figure; conversionRate: Figure };
  overTime: { day: string; visitors: number; pageViews: number }[];
  playbooks: PlaybookInsight[];
  referrers: SourceInsight[];
  campaigns: SourceInsight[];
  searches: { query: string; searches: number; results: number }[];
  funnels: ToolFunnel[];
  quiz: { intro: Group; direct: Group; comparison: Comparison };
  outbound: { kind: string; address: string; clicks: number; visitors: number }[];
}

const TOP_PLAYBOOKS = 10;
const TOP_SOURCES = 20;
const TOP_SEARCHES = 50;

const STAGE_LABELS: Record<Exclude<ToolStage, "tool_step">, string> = {
  tool_view: "Viewed",
  tool_start: "Started",
  tool_complete: "Completed",
  tool_email: "Left e-mail",
};

const total = (rows: readonly BreakdownRow[], field: "events" | "visitors") =>
  rows.reduce((sum, row) => sum + row[field], 0);

const figure = (current: number, previous: number): Figure => ({
  current,
  previous,
  change: change(current, previous),
});

/** [start, end) of a day range as ISO times, for the leads' timestamps. */
const isoSpan = ({ from, to }: DayRange) => [`${from}T00:00:00.000Z`, `${addDays(to, 1)}T00:00:00.000Z`] as const;

/**
 * Everything /admin/insights shows for a range, with the previous period for the headline.
 * The reads are independent, so they are asked for together: PostgreSQL answers them on
 * several connections at once, SQLite one after another as before.
 */
export async function loadInsights(
  db: Kysely<Database>,
  store: EventStore,
  range: InsightsRange,
  siteHost: string,
): Promise<Insights> {
  const [read, readPrevious] = await Promise.all([
    breakdownReader(db, store, range),
    breakdownReader(db, store, range.previous),
  ]);
  const [site, previousSite, subscribers, previousSubscribers, touches, playbooks, ...tables] = await Promise.all([
    read("site", { perDay: true }),
    readPrevious("site"),
    countNewLeads(db, ...isoSpan(range)),
    countNewLeads(db, ...isoSpan(range.previous)),
    leadTouches(db, ...isoSpan(range)),
    topPlaybooks(db, read),
    read("referrers"),
    read("campaigns"),
    read("searches"),
    read("funnels"),
    read("steps"),
    read("outbound"),
  ]);
  const [referrers, campaigns, searches, funnelRows, steps, outbound] = tables;
  const visitors = figure(total(site, "visitors"), total(previousSite, "visitors"));
  const rate = (leads: number, people: number) => (people > 0 ? leads / people : 0);
  return {
    headline: {
      visitors,
      pageViews: figure(total(site, "events"), total(previousSite, "events")),
      subscribers: figure(subscribers, previousSubscribers),
      conversionRate: figure(rate(subscribers, visitors.current), rate(previousSubscribers, visitors.previous)),
    },
    overTime: eachDay(range).map((day) => {
      const row = site.find((candidate) => candidate.day === day);
      return { day, visitors: row?.visitors ?? 0, pageViews: row?.events ?? 0 };
    }),
    playbooks,
    referrers: withSubscribers(
      referrers.map((row) => ({ name: row.key1, visitors: row.visitors })),
      subscribersByReferrer(touches, siteHost),
    ),
    campaigns: withSubscribers(
      campaigns.map((row) => ({ name: campaignName(row.key1, row.key2, row.key3), visitors: row.visitors })),
      subscribersByCampaign(touches),
    ),
    searches: searchList(searches),
    funnels: toolFunnels(funnelRows, steps),
    quiz: quizComparison(funnelRows),
    outbound: outbound
      .map((row) => ({ kind: row.key1, address: row.key2, clicks: row.events, visitors: row.visitors }))
      .sort((a, b) => b.clicks - a.clicks),
  };
}

/** The most visited playbooks, with the reading of their parts (read for them only: it is the biggest breakdown). */
async function topPlaybooks(db: Kysely<Database>, read: BreakdownReader): Promise<PlaybookInsight[]> {
  const views = await read("playbooks");
  const top = views.sort((a, b) => b.visitors - a.visitors || b.events - a.events).slice(0, TOP_PLAYBOOKS);
  const slugs = top.map((row) => row.key1);
  const [outlines, readingRows] = await Promise.all([
    playbookOutlines(db, slugs),
    read("reading", { firstKeys: slugs }),
  ]);
  const reading = new Map(readingRows.map((entry) => [`${entry.key1}#${entry.key2}#${entry.key3}`, entry.visitors]));
  return top.map((row) => {
    const reached = (position: number, mark: number) => reading.get(`${row.key1}#${position}#${mark}`) ?? 0;
    const outline = outlines.get(row.key1);
    return {
      slug: row.key1,
      title: outline?.title ?? row.key1,
      pageViews: row.events,
      visitors: row.visitors,
      parts: Array.from({ length: outline?.parts ?? 0 }, (_, index) => ({
        position: index + 1,
        reached: Object.fromEntries(DEPTH_MARKS.map((mark) => [mark, reached(index + 1, mark)])) as Record<
          (typeof DEPTH_MARKS)[number],
          number
        >,
      })),
    };
  });
}

/** Sources by visitors, with those that only brought subscribers (their visit before the range) too. */
function withSubscribers(rows: { name: string; visitors: number }[], subscribers: Map<string, Attributed>) {
  const merged = new Map<string, SourceInsight>();
  for (const row of rows) merged.set(row.name, { ...row, firstTouch: 0, lastTouch: 0 });
  for (const [name, counts] of subscribers) merged.set(name, { name, visitors: 0, ...merged.get(name), ...counts });
  return [...merged.values()]
    .sort((a, b) => b.visitors - a.visitors || b.firstTouch + b.lastTouch - a.firstTouch - a.lastTouch)
    .slice(0, TOP_SOURCES);
}

/** Each query once, with its best result count: queries that never found anything first. */
function searchList(rows: readonly BreakdownRow[]) {
  const byQuery = new Map<string, { query: string; searches: number; results: number }>();
  for (const row of rows) {
    const entry = byQuery.get(row.key1) ?? { query: row.key1, searches: 0, results: 0 };
    entry.searches += row.events;
    entry.results = Math.max(entry.results, row.maxAmount ?? 0);
    byQuery.set(row.key1, entry);
  }
  return [...byQuery.values()]
    .sort(
      (a, b) =>
        Number(a.results > 0) - Number(b.results > 0) || b.searches - a.searches || a.query.localeCompare(b.query),
    )
    .slice(0, TOP_SEARCHES);
}

function stageVisitors(rows: readonly BreakdownRow[], tool: string, stage: ToolStage, variant?: string): number {
  return rows
    .filter((row) => row.key1 === tool && row.key2 === stage && (variant === undefined || row.key3 === variant))
    .reduce((sum, row) => sum + row.visitors, 0);
}

function toolFunnels(funnels: readonly BreakdownRow[], steps: readonly BreakdownRow[]): ToolFunnel[] {
  return TOOL_DEFINITIONS.map((tool) => ({
    tool: tool.id,
    title: tool.title,
    stages: funnelStages(
      (Object.keys(STAGE_LABELS) as (keyof typeof STAGE_LABELS)[]).map((stage) => ({
        label: STAGE_LABELS[stage],
        visitors: stageVisitors(funnels, tool.id, stage),
      })),
    ),
    steps: steps
      .filter((row) => row.key1 === tool.id)
      .map((row) => ({ step: Number(row.key2), visitors: row.visitors }))
      .sort((a, b) => a.step - b.step),
  }));
}

/** The quiz's intro door against the direct one: e-mails left per visitor who opened it. */
function quizComparison(funnels: readonly BreakdownRow[]) {
  const group = (variant: string): Group => ({
    visitors: stageVisitors(funnels, "ai-business-quiz", "tool_view", variant),
    conversions: stageVisitors(funnels, "ai-business-quiz", "tool_email", variant),
  });
  const intro = group("intro");
  const direct = group("direct");
  return { intro, direct, comparison: compareConversion(intro, direct) };
}
