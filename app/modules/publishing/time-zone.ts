import { formatInTimeZone, fromZonedTime } from "date-fns-tz";

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

/** A `datetime-local` value ("2026-12-01T09:30", seconds optional) read as a wall-clock time in `zone`. */
export function fromLocalDateTime(value: string, zone: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return undefined;
  const date = fromZonedTime(value, zone);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The value a `datetime-local` input shows for this moment in `zone`. */
export function toLocalDateTime(at: Date | string, zone: string): string {
  return formatInTimeZone(at, zone, "yyyy-MM-dd'T'HH:mm:ss");
}

/** "2 Dec 2026, 14:30 (Europe/Paris)": a scheduled time as the owner reads it. */
export function formatScheduledTime(at: Date | string, zone: string): string {
  return `${formatInTimeZone(at, zone, "d MMM yyyy, HH:mm")} (${zone})`;
}

/** The zone a request's cookie names, if it is a real one. */
export function timeZoneFromCookie(cookieHeader: string | null): string {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]+)`));
  const zone = match ? decodeURIComponent(match[1]!) : "";
  return isTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
}

export function timeZoneCookie(zone: string): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/admin; Max-Age=31536000; SameSite=Lax`;
}
