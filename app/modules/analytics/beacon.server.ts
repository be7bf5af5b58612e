import { z } from "zod";
import { DEPTH_MARKS, MAX_BEACON_EVENTS } from "./events";
import type { RecordedEvent } from "./event-row.server";

/** What a browser's `sendBeacon` sends at most (64 KiB), room for a page's queue of events. */
export const BEACON_MAX_BYTES = 65_536;

const text = (max: number) => z.string().trim().min(1).max(max);
const path = z.string().startsWith("/").max(2000);
const count = z.number().int().min(0).max(1_000_000);

const eventSchema = z.discriminatedUnion("name", [
  z.object({ name: z.literal("pageview"), path }),
  z.object({
    name: z.literal("read"),
    path,
    subject: text(200),
    position: z.number().int().min(1).max(100),
    amount: z.union(DEPTH_MARKS.map((mark) => z.literal(mark))),
  }),
  z.object({ name: z.enum(["tool_view", "tool_start"]), path, subject: text(100) }),
  z.object({ name: z.literal("tool_step"), path, subject: text(100), position: z.number().int().min(1).max(50) }),
  z.object({ name: z.literal("search"), path, subject: text(200), amount: count }),
  z.object({ name: z.literal("outbound"), path, subject: z.enum(["offer", "newsletter"]), variant: text(500) }),
]);

export interface Beacon {
  /** The events that can be recorded. */
  events: RecordedEvent[];
  /** What is wrong with the others, or with the whole beacon. */
  error?: string;
}

/** The owner's screens are not the site's audience: their events are left out, as the server leaves their documents. */
const ADMIN_PAGE = /^\/admin(\/|\.|\?|$)/;

/**
 * The events in a beacon's body: a list of a page's events (the page script), or one event
 * (page scripts built before events were sent together, still open in browsers). A bad event
 * in a list does not cost the good ones; events of admin pages are left out.
 */
export function readBeacon(body: string): Beacon {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { events: [], error: "The beacon is not valid JSON." };
  }
  const list = Array.isArray(json) ? json : [json];
  if (list.length === 0 || list.length > MAX_BEACON_EVENTS)
    return { events: [], error: `A beacon carries 1 to ${MAX_BEACON_EVENTS} events.` };
  const events: RecordedEvent[] = [];
  let error: string | undefined;
  list.forEach((item, index) => {
    const parsed = eventSchema.safeParse(item);
    if (parsed.success) {
      if (!ADMIN_PAGE.test(parsed.data.path)) events.push(parsed.data);
    } else {
      const which = Array.isArray(json) ? `Event ${index + 1} of ${list.length} is not` : "Not";
      error ??= `${which} an event this site records: ${parsed.error.issues[0]?.message}.`;
    }
  });
  return { events, error };
}

/** How many events a beacon says it carries, unchecked: what is counted when a beacon is refused unread. */
export function countEvents(body: string): number {
  try {
    const json: unknown = JSON.parse(body);
    return Array.isArray(json) ? Math.min(json.length, MAX_BEACON_EVENTS) : 1;
  } catch {
    return 0;
  }
}
