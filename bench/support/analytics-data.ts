import type { Kysely } from "kysely";
import { insertAnalyticsEvents, type EventRow } from "~/db/queries/analytics-events.server";
import type { Database } from "~/db/schema";
import { eventRow, utcDay, type RecordedEvent } from "~/modules/analytics/event-row.server";
import { DEPTH_MARKS } from "~/modules/analytics/events";
import { seededRandom } from "~/modules/random/seeded-random";
import { TOOL_DEFINITIONS } from "~/modules/tools/definitions";

const DAY_MS = 86_400_000;
const PLAYBOOKS = Array.from({ length: 60 }, (_, index) => `playbook-${index}`);
const REFERRERS = Array.from({ length: 40 }, (_, index) => `https://site-${index}.example/post`);
const CAMPAIGNS = Array.from(
  { length: 12 },
  (_, index) => `utm_source=src${index % 4}&utm_medium=m${index % 3}&utm_campaign=c${index}`,
);
const QUERIES = Array.from({ length: 800 }, (_, index) => `query ${index}`);
const STAGES = ["tool_view", "tool_start", "tool_complete"] as const;

/** A site's month in events: page views, reading, tool funnels, searches and clicks, seeded so runs compare. */
function randomEvent(random: () => number): RecordedEvent {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const playbook = pick(PLAYBOOKS);
  const roll = random();
  if (roll < 0.55) {
    const query = chance(0.1) ? `?${pick(CAMPAIGNS)}` : "";
    return {
      name: "pageview",
      path: `/catalog/${playbook}${query}`,
      referrer: chance(0.3) ? pick(REFERRERS) : undefined,
    };
  }
  if (roll < 0.8)
    return {
      name: "read",
      subject: playbook,
      position: 1 + Math.floor(random() * 5),
      amount: pick(DEPTH_MARKS),
      path: `/catalog/${playbook}/part`,
    };
  if (roll < 0.92) {
    const tool = pick(TOOL_DEFINITIONS);
    const path = tool.id === "ai-business-quiz" && chance(0.5) ? "/tools/ai-business-quiz-intro" : tool.route;
    if (chance(0.3)) return { name: "tool_step", subject: tool.id, position: 1 + Math.floor(random() * 5), path };
    return { name: chance(0.05) ? "tool_email" : pick(STAGES), subject: tool.id, path } as RecordedEvent;
  }
  if (roll < 0.97)
    return {
      name: "search",
      subject: pick(QUERIES),
      amount: chance(0.2) ? 0 : Math.floor(random() * 40),
      path: "/catalog",
    };
  return {
    name: "outbound",
    subject: chance(0.5) ? "offer" : "newsletter",
    variant: "https://offer.example/",
    path: "/",
  };
}

/**
 * Stores `total` events spread evenly over the `days` whole UTC days ending with today's, about
 * 4,000 visitors a day. Today gets a whole day's share whatever the hour (the dashboard's worst
 * case), and events are written in time order, as the collector writes them: a day's rows lie
 * together in the table, as they do in production.
 */
export async function generateEvents(
  db: Kysely<Database>,
  total: number,
  days: number,
  today = new Date(),
): Promise<void> {
  const random = seededRandom(2026);
  const start = Date.parse(utcDay(today)) - (days - 1) * DAY_MS;
  const spacing = (days * DAY_MS) / total;
  let batch: EventRow[] = [];
  await db.transaction().execute(async (trx) => {
    for (let index = 0; index < total; index += 1) {
      const at = new Date(start + Math.floor((index + random()) * spacing));
      const visitor = `v${Math.floor(random() * 4000)}`.padEnd(16, "0");
      batch.push(eventRow(randomEvent(random), { visitor, device: "desktop", siteHost: "bench.example", at }));
      if (batch.length === 1000) {
        await insertAnalyticsEvents(trx, batch);
        batch = [];
      }
    }
    await insertAnalyticsEvents(trx, batch);
  });
}
