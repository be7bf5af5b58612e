import { z } from "zod";

export const RANGE_OPTIONS = [
  { key: "today", label: "Today", days: 1 },
  { key: "7d", label: "Last 7 days", days: 7 },
  { key: "30d", label: "Last 30 days", days: 30 },
  { key: "custom", label: "Custom", days: 0 },
] as const;

export type RangeKey = (typeof RANGE_OPTIONS)[number]["key"];

/** Whole UTC days, both ends included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

export interface InsightsRange extends DayRange {
  key: RangeKey;
  /** The same number of days just before, for the comparison. */
  previous: DayRange;
  days: number;
}

const DAY_MS = 86_400_000;
/** A custom range spans at most this many days, so a typo cannot ask for a century. */
export const MAX_RANGE_DAYS = 366;

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** Every day of a range, oldest first. */
export function eachDay({ from, to }: DayRange): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

function withPrevious(key: RangeKey, from: string, to: string): InsightsRange {
  const days = daysBetween(from, to);
  return { key, from, to, days, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

const isoDay = z.iso.date();

/**
 * The dashboard's range from its query string (`range`, and `from`/`to` for a custom one).
 * A custom range that cannot be used falls back to the last 7 days, with the reason to show.
 */
export function readRange(params: URLSearchParams, today: string): { range: InsightsRange; error?: string } {
  const key = RANGE_OPTIONS.find((option) => option.key === params.get("range"))?.key ?? "7d";
  if (key !== "custom") {
    const days = RANGE_OPTIONS.find((option) => option.key === key)!.days;
    return { range: withPrevious(key, addDays(today, 1 - days), today) };
  }
  const fallback = withPrevious("7d", addDays(today, -6), today);
  const from = isoDay.safeParse(params.get("from"));
  const to = isoDay.safeParse(params.get("to"));
  if (!from.success || !to.success) return { range: fallback, error: "Enter both dates of the custom range." };
  if (from.data > to.data) return { range: fallback, error: "The start date must be on or before the end date." };
  if (to.data > today) return { range: fallback, error: "The custom range cannot end after today." };
  if (daysBetween(from.data, to.data) > MAX_RANGE_DAYS)
    return { range: fallback, error: `A custom range can span at most ${MAX_RANGE_DAYS} days.` };
  return { range: withPrevious("custom", from.data, to.data) };
}

/** The query string that asks for this range again (links, CSV exports). */
export function rangeQuery(range: InsightsRange): string {
  const params = new URLSearchParams({ range: range.key });
  if (range.key === "custom") {
    params.set("from", range.from);
    params.set("to", range.to);
  }
  return params.toString();
}
