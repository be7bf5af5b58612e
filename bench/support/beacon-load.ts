import autocannon from "autocannon";
import { sql } from "kysely";
import { openSqlite, sqliteFilePath } from "~/db/connection.server";
import type { PageEvent } from "~/modules/analytics/events";

/** A desktop Chrome, which analytics count (a bench's own agent would be dropped as a bot). */
export const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";
const PART = "/catalog/ai-fundamentals/two";
const read = (amount: number): PageEvent => ({
  name: "read",
  subject: "ai-fundamentals",
  position: 2,
  amount,
  path: PART,
});

/** Every event in a beacon of its own, as the tools' steps and catalog searches are sent. */
export const ONE_EVENT_BEACONS: PageEvent[][] = [[read(75)]];

/**
 * Beacons as the page script and the tools send them, cycled in this order: a part read to
 * the end (four depth marks), a part read halfway with a click on an offer, a tool's step and
 * a catalog search (one event each). 9 events in 4 beacons: 2.25 events per beacon.
 */
export const PAGE_BEACONS: PageEvent[][] = [
  [read(25), read(50), read(75), read(100)],
  [read(25), read(50), { name: "outbound", subject: "offer", variant: "https://offer.example/", path: PART }],
  [{ name: "tool_step", subject: "ai-business-quiz", position: 2, path: "/tools/ai-business-quiz?step=2" }],
  [{ name: "search", subject: "prompt packs", amount: 3, path: "/catalog?search=prompt+packs" }],
];

export const eventsPerBeacon = (beacons: readonly PageEvent[][]) =>
  beacons.reduce((sum, events) => sum + events.length, 0) / beacons.length;

/** Events the server stored from beacons (page views come from documents, such as the home page asked for meanwhile). */
export async function beaconEventsStored(dataDir: string): Promise<number> {
  const db = openSqlite(sqliteFilePath(dataDir));
  try {
    const { count } = await db
      .selectFrom("analytics_events")
      .select(sql<number>`count(*)`.as("count"))
      .where("name", "<>", "pageview")
      .executeTakeFirstOrThrow();
    return Number(count);
  } finally {
    await db.destroy();
  }
}

/** Posts the beacons, cycled, at `eventsPerSecond` events a second from 50 connections, as a browser does (plain text). */
export function postBeacons(
  baseUrl: string,
  beacons: readonly PageEvent[][],
  { eventsPerSecond, seconds }: { eventsPerSecond: number; seconds: number },
): Promise<autocannon.Result> {
  return autocannon({
    url: `${baseUrl}/api/event`,
    requests: beacons.map((events) => ({ method: "POST", body: JSON.stringify(events) })),
    headers: { "User-Agent": CHROME, "Content-Type": "text/plain;charset=UTF-8" },
    connections: 50,
    overallRate: Math.round(eventsPerSecond / eventsPerBeacon(beacons)),
    duration: seconds,
  });
}
