import { sql, type Kysely } from "kysely";
import type { Database } from "../schema";
import { partHasContent } from "./part-content.server";

/** Title and number of parts (those readers can open) of the playbooks the dashboard lists (deleted ones are simply absent). */
export async function playbookOutlines(
  db: Kysely<Database>,
  slugs: readonly string[],
): Promise<Map<string, { title: string; parts: number }>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom("playbooks")
    .leftJoin("playbook_parts", (join) =>
      join.onRef("playbook_parts.playbook_id", "=", "playbooks.id").on(partHasContent("playbook_parts")),
    )
    .where("playbooks.slug", "in", slugs)
    .select(["playbooks.slug", "playbooks.title", sql<number>`count(playbook_parts.id)`.as("parts")])
    .groupBy(["playbooks.slug", "playbooks.title"])
    .execute();
  return new Map(rows.map((row) => [row.slug, { title: row.title, parts: Number(row.parts) }]));
}

export interface LeadTouchRow {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  last_utm_source: string | null;
  last_utm_medium: string | null;
  last_utm_campaign: string | null;
  last_referrer: string | null;
}

/** First and last touch of every lead first stored in [from, to) (ISO times). */
export function leadTouches(db: Kysely<Database>, from: string, to: string): Promise<LeadTouchRow[]> {
  return db
    .selectFrom("leads")
    .select([
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "referrer",
      "last_utm_source",
      "last_utm_medium",
      "last_utm_campaign",
      "last_referrer",
    ])
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .execute();
}

/** New leads (subscribers) first stored in [from, to). */
export async function countNewLeads(db: Kysely<Database>, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom("leads")
    .select(sql<number>`count(*)`.as("count"))
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
