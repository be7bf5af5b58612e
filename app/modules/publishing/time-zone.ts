import { formatInTimeZone } from "date-fns-tz";

/** The owner's time zone when the browser has not told us one (no scripts, first visit). */
export const FALLBACK_TIME_ZONE = "UTC";
/** Remembers the owner's zone for server-rendered times: set by the browser, and by a schedule form sent without scripts. */
export const TIME_ZONE_COOKIE = "admin_tz";

export function isTimeZone(value: string): boolean {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Every zone the runtime knows, for the form's explicit choice. */
export function timeZoneNames(): string[] {
  const names = Intl.supportedValuesOf("timeZone");
  return names.includes(FALLBACK_TIME_ZONE) ? names : [FALLBACK_TIME_ZONE, ...names];
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/;
const HOUR_MS = 60 * 60_000;

/** One of the two moments a wall-clock time names on the night the clocks go back. */
export interface RepeatedTime {
  /** "earlier" (before the clocks go back) or "later". */
  which: "earlier" | "later";
  at: Date;
  /** Its offset from UTC, "UTC+02:00". */
  offset: string;
}

/**
 * A `datetime-local` value read as a wall-clock time in a zone: the moment it names, or why it
 * names none (a time the clocks skip when they go forward) or two (the hour repeated when they
 * go back), each with a sentence for the owner that says so.
 */
export type LocalTimeReading =
  | { ok: true; at: Date }
  | { ok: false; problem: "format"; message: string }
  | { ok: false; problem: "skipped"; message: string }
  | { ok: false; problem: "repeated"; message: string; times: [RepeatedTime, RepeatedTime] };

const utcOffset = (ms: number) => {
  const minutes = Math.abs(ms) / 60_000;
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `UTC${ms < 0 ? "-" : "+"}${hh}:${mm}`;
};

const clocks = new Map<string, Intl.DateTimeFormat>();

/** `zone`'s offset from UTC at the instant `at`, in milliseconds, as the runtime's time zone data has it. */
function offsetAt(zone: string, at: number): number {
  let clock = clocks.get(zone);
  if (!clock) {
    const fields = { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" } as const;
    clock = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", ...fields });
    clocks.set(zone, clock);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(clock.formatToParts(at).find((candidate) => candidate.type === type)!.value);
  const minute = Math.floor(at / 60_000) * 60_000;
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute")) - minute;
}

/** The wall clock, "HH:mm", that `offset` makes of the instant `at`. */
const wallClock = (at: number, offset: number) => formatInTimeZone(at + offset, "UTC", "HH:mm");

/** The moment, between `from` and `to`, at which `zone`'s offset changes (both ends' offsets differ). */
function transitionBetween(zone: string, from: number, to: number): number {
  const before = offsetAt(zone, from);
  while (to - from > 60_000) {
    const middle = Math.floor((from + to) / 2);
    if (offsetAt(zone, middle) === before) from = middle;
    else to = middle;
  }
  return to;
}

/**
 * Reads a `datetime-local` value ("2026-12-01T09:30", seconds optional) as a wall-clock time in
 * `zone`. A time the clocks skip is refused, never moved an hour; a time that happens twice is
 * refused with both moments (`times`) unless `which` says which one is meant.
 */
export function readLocalDateTime(
  value: string,
  zone: string,
  { which, label = "The time" }: { which?: RepeatedTime["which"]; label?: string } = {},
): LocalTimeReading {
  const parts = LOCAL_DATE_TIME.exec(value);
  if (!parts || !isTimeZone(zone))
    return { ok: false, problem: "format", message: `${label}: enter a date and a time.` };
  const naive = Date.parse(`${value}Z`);
  // A date that does not exist (30 February) would otherwise roll over into the next month.
  const real = !Number.isNaN(naive) && new Date(naive).toISOString().slice(0, 16) === `${parts[1]}T${parts[2]}`;
  if (!real) return { ok: false, problem: "format", message: `${label}: enter a date and a time.` };
  // Every offset the zone has within a day of this time; a moment fits when it reads back as the time asked.
  const offsets = [...new Set([-1, 0, 1].map((day) => offsetAt(zone, naive + day * 24 * HOUR_MS)))];
  const moments = offsets
    .map((offset) => ({ at: naive - offset, offset }))
    .filter(({ at, offset }) => offsetAt(zone, at) === offset)
    .sort((a, b) => a.at - b.at);
  const day = formatInTimeZone(naive, "UTC", "d MMMM yyyy");
  const time = parts[2]!;
  if (moments.length === 1) return { ok: true, at: new Date(moments[0]!.at) };
  if (moments.length === 0) {
    const [earlier, later] = [Math.min(...offsets), Math.max(...offsets)];
    const change = transitionBetween(zone, naive - later, naive - earlier);
    return {
      ok: false,
      problem: "skipped",
      message: `${label}: ${time} on ${day} does not exist in ${zone}: the clocks go forward from ${wallClock(change, earlier)} to ${wallClock(change, later)} that night. Choose a time before ${wallClock(change, earlier)} or from ${wallClock(change, later)}.`,
    };
  }
  const [first, second] = moments as [(typeof moments)[0], (typeof moments)[0]];
  const times: [RepeatedTime, RepeatedTime] = [
    { which: "earlier", at: new Date(first.at), offset: utcOffset(first.offset) },
    { which: "later", at: new Date(second.at), offset: utcOffset(second.offset) },
  ];
  const chosen = times.find((candidate) => candidate.which === which);
  if (chosen) return { ok: true, at: chosen.at };
  const change = transitionBetween(zone, first.at, second.at);
  const inUtc = (at: Date) => formatInTimeZone(at, "UTC", "HH:mm");
  return {
    ok: false,
    problem: "repeated",
    times,
    message: `${label}: ${time} on ${day} happens twice in ${zone}: the clocks go back from ${wallClock(change, first.offset)} to ${wallClock(change, second.offset)} that night. Which one do you mean? The first is ${inUtc(times[0].at)} UTC (${times[0].offset}), the second ${inUtc(times[1].at)} UTC (${times[1].offset}): choose UTC as the time zone and enter the one you mean.`,
  };
}

/** The value a `datetime-local` input shows for this moment in `zone`. */
export function toLocalDateTime(at: Date | string, zone: string): string {
  return formatInTimeZone(at, zone, "yyyy-MM-dd'T'HH:mm:ss");
}

/** "2 Dec 2026, 14:30 (Europe/Paris)": a scheduled time as the owner reads it. */
export function formatScheduledTime(at: Date | string, zone: string): string {
  return `${formatInTimeZone(at, zone, "d MMM yyyy, HH:mm")} (${zone})`;
}

/** The zone a request's cookie names, if it is a real one; anything else (a mangled cookie) is ignored. */
export function timeZoneFromCookie(cookieHeader: string | null): string {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]+)`));
  let zone = "";
  try {
    zone = match ? decodeURIComponent(match[1]!) : "";
  } catch {
    // Not percent-encoding at all ("%E0%A4%A"): as if there were no cookie.
  }
  return isTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
}

export function timeZoneCookie(zone: string): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/admin; Max-Age=31536000; SameSite=Lax`;
}
