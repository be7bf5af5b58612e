import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqlite, sqliteFilePath } from "~/db/connection.server";
import { ANALYTICS_LIMITS } from "~/modules/analytics/admission.server";
import { reportFigure, withAttackServer } from "./attack-server";

/**
 * `npm run test:attack`, issue 28 ("Limits"): one machine holding an IPv6 /64 (as any host or
 * home is given) sends analytics from a new address of it for every page view. Behind a proxy
 * that names the visitor (TRUST_PROXY), each page is loaded from its own address and its
 * beacon sent from the same one. The analytics budgets must count the /64 as one address.
 */
const server = withAttackServer({ TRUST_PROXY: "loopback" });
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";
const PAGE_VIEWS = 120;
const EVENTS_PER_BEACON = 20;

let db: ReturnType<typeof openSqlite>;
beforeAll(() => void (db = openSqlite(sqliteFilePath(server.dataDir()))));
afterAll(() => db?.destroy());

const countEvents = async () =>
  Number(
    (
      await db
        .selectFrom("analytics_events")
        .select(sql<number>`count(*)`.as("count"))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** A fresh address of the /64 2001:db8:28:64::/64. */
const rotated = () => `2001:db8:28:64:${[0, 1, 2, 3].map(() => randomBytes(2).toString("hex")).join(":")}`;

describe("a /64 rotating its addresses", () => {
  it(`stores at most one address's event budget (${ANALYTICS_LIMITS.perAddress.events} per 10 minutes)`, async () => {
    const origin = server.current().baseUrl;
    const before = await countEvents();
    let accepted = 0;
    for (let view = 0; view < PAGE_VIEWS; view += 1) {
      const address = rotated();
      const headers = { "User-Agent": `${CHROME} Rotation/${view}`, "X-Forwarded-For": address };
      const page = await fetch(`${origin}/catalog`, { headers: { ...headers, "Sec-Fetch-Dest": "document" } });
      await page.arrayBuffer();
      const id = /view;desc=([\w-]+)/.exec(page.headers.get("server-timing") ?? "")?.[1] ?? "";
      const events = Array.from({ length: EVENTS_PER_BEACON }, (_, index) => ({
        name: "search",
        subject: `rotating ${index}`,
        amount: 0,
        path: "/catalog",
      }));
      const beacon = await fetch(`${origin}/api/event?v=${id}`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "text/plain;charset=UTF-8" },
        body: JSON.stringify(events),
      });
      if (beacon.status === 204) accepted += 1;
    }
    // The collector writes its buffer every second or so.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const stored = (await countEvents()) - before;
    const sent = PAGE_VIEWS * (EVENTS_PER_BEACON + 1);
    reportFigure(
      "IPv6 /64 rotation",
      `main (its build, this scenario): 2520 of 2520 events stored, 120 beacons answered 204 (each address its own budget); now ${stored} of ${sent} events stored (page views included) from ${PAGE_VIEWS} addresses of one /64, ${accepted} beacons answered 204 [target: at most ${ANALYTICS_LIMITS.perAddress.events}, one address's budget]`,
    );
    expect(stored).toBeLessThanOrEqual(ANALYTICS_LIMITS.perAddress.events);
  });
});
