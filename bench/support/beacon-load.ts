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

/** A visitor of the load: an address (named by X-Forwarded-For to a server that trusts this machine) and its page view. */
export interface Visitor {
  address: string;
  view: string;
}

/**
 * Many real visitors, as analytics sees them: each opens the home page from an address of its
 * own and keeps the page view id the server gave it, which its beacons present. (One address
 * sending everything would be held to one address's budget.) The server must trust this
 * machine as its proxy (TRUST_PROXY=loopback).
 */
export async function openPageViews(baseUrl: string, count: number): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  for (let start = 0; start < count; start += 32) {
    const batch = Array.from({ length: Math.min(32, count - start) }, async (_, offset) => {
      const index = start + offset;
      const address = `198.18.${(index >> 8) & 255}.${index & 255}`;
      const response = await fetch(`${baseUrl}/`, {
        headers: { "User-Agent": CHROME, "X-Forwarded-For": address, "Sec-Fetch-Dest": "document" },
      });
      await response.arrayBuffer();
      const view = /view;desc=([\w-]+)/.exec(response.headers.get("server-timing") ?? "")?.[1];
      if (!view) throw new Error("the home page came without a page view id (Server-Timing: view)");
      return { address, view };
    });
    visitors.push(...(await Promise.all(batch)));
  }
  return visitors;
}

/**
 * Posts the beacons, cycled, at `eventsPerSecond` events a second from 50 connections, as
 * browsers do (plain text), each from the next visitor in turn with its page view id.
 */
export function postBeacons(
  baseUrl: string,
  beacons: readonly PageEvent[][],
  visitors: readonly Visitor[],
  { eventsPerSecond, seconds }: { eventsPerSecond: number; seconds: number },
): Promise<autocannon.Result> {
  let sent = 0;
  return autocannon({
    url: `${baseUrl}/api/event`,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const visitor = visitors[sent % visitors.length]!;
          const body = JSON.stringify(beacons[sent % beacons.length]);
          sent += 1;
          return {
            ...request,
            path: `/api/event?v=${visitor.view}`,
            headers: { ...request.headers, "X-Forwarded-For": visitor.address },
            body,
          };
        },
      },
    ],
    headers: { "User-Agent": CHROME, "Content-Type": "text/plain;charset=UTF-8" },
    connections: 50,
    overallRate: Math.round(eventsPerSecond / eventsPerBeacon(beacons)),
    duration: seconds,
  });
}
