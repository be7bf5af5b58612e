import type { Kysely } from "kysely";
import type { BreakdownRow } from "~/db/queries/analytics-events.server";
import { uncountedBetween, type UncountedReason } from "~/db/queries/analytics-uncounted.server";
import { countNewLeads, leadTouches } from "~/db/queries/insights.server";
import type { Database } from "~/db/schema";
import type { EventStore } from "../event-store.server";
import { campaignName, subscribersByCampaign, subscribersByReferrer, type Attributed } from "./attribution";
import { breakdownReader } from "./breakdown-reader.server";
import { change, quizComparison, shareChange, toolFunnels, type QuizComparison, type ToolFunnel } from "./funnel";
import { addDays, eachDay, type DayRange, type InsightsRange } from "./range";
import { topPlaybooks, type PlaybookInsight } from "./playbooks.server";
import { share, type Share } from "./share";

export interface Figure {
  current: number;
  previous: number;
  change?: number;
}

export interface RateFigure {
  current: Share;
  previous: Share;
  change?: number;
}

export interface SourceInsight extends Attributed {
  name: string;
  visitors: number;
}

export interface Insights {
  headline: {
    /** Daily visitors, summed: a visitor on two days counts on each (the salt changes daily). */
    visitors: Figure;
    pageViews: Figure;
    /** Every new lead of the period, whether analytics counted their visit or not. */
    subscribers: Figure;
    /** New subscribers among the visitors counted, by the same daily definition. */
    conversion: RateFigure;
    /** New subscribers whose visit analytics did not count (opted out, a bot, over a limit): outside the conversion rate. */
    subscribersNotCounted: number;
  };
  /** Events received in the period and not counted, by why. */
  uncounted: Record<UncountedReason, number>;
  overTime: { day: string; visitors: number; pageViews: number }[];
  playbooks: PlaybookInsight[];
  referrers: SourceInsight[];
  campaigns: SourceInsight[];
  searches: { query: string; visitors: number; searches: number; results: number }[];
  funnels: ToolFunnel[];
  /** Steps reached per tool, all doors together. */
  steps: { tool: string; step: number; visitors: number }[];
  quiz: QuizComparison;
  outbound: { kind: string; address: string; clicks: number; visitors: number }[];
}

const TOP_SOURCES = 20;
const TOP_SEARCHES = 50;

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
  const [
    site,
    previousSite,
    converted,
    previousConverted,
    leads,
    previousLeads,
    uncounted,
    touches,
    playbooks,
    ...tables
  ] = await Promise.all([
    read("site", { perDay: true }),
    readPrevious("site"),
    read("subscribers"),
    readPrevious("subscribers"),
    countNewLeads(db, ...isoSpan(range)),
    countNewLeads(db, ...isoSpan(range.previous)),
    uncountedBetween(db, range.from, range.to),
    leadTouches(db, ...isoSpan(range)),
    topPlaybooks(db, read),
    read("referrers"),
    read("campaigns"),
    read("searches"),
    read("reach"),
    read("steps"),
    read("outbound"),
  ]);
  const [referrers, campaigns, searches, reach, steps, outbound] = tables;
  const visitors = figure(total(site, "visitors"), total(previousSite, "visitors"));
  const conversion = {
    current: share(total(converted, "visitors"), visitors.current),
    previous: share(total(previousConverted, "visitors"), visitors.previous),
  };
  return {
    headline: {
      visitors,
      pageViews: figure(total(site, "events"), total(previousSite, "events")),
      subscribers: figure(leads, previousLeads),
      conversion: { ...conversion, change: shareChange(conversion.current, conversion.previous) },
      subscribersNotCounted: Math.max(0, leads - total(converted, "events")),
    },
    uncounted,
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
    funnels: toolFunnels(reach),
    steps: steps
      .map((row) => ({ tool: row.key1, step: Number(row.key2), visitors: row.visitors }))
      .sort((a, b) => a.tool.localeCompare(b.tool) || a.step - b.step),
    quiz: quizComparison(reach),
    outbound: outbound
      .map((row) => ({ kind: row.key1, address: row.key2, clicks: row.events, visitors: row.visitors }))
      .sort((a, b) => b.clicks - a.clicks),
  };
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

/** Each query once, with its best result count: queries that never found anything first, then by how many searched. */
function searchList(rows: readonly BreakdownRow[]) {
  const byQuery = new Map<string, Insights["searches"][number]>();
  for (const row of rows) {
    const entry = byQuery.get(row.key1) ?? { query: row.key1, visitors: 0, searches: 0, results: 0 };
    entry.visitors += row.visitors;
    entry.searches += row.events;
    entry.results = Math.max(entry.results, row.maxAmount ?? 0);
    byQuery.set(row.key1, entry);
  }
  return [...byQuery.values()]
    .sort(
      (a, b) =>
        Number(a.results > 0) - Number(b.results > 0) ||
        b.visitors - a.visitors ||
        b.searches - a.searches ||
        a.query.localeCompare(b.query),
    )
    .slice(0, TOP_SEARCHES);
}
