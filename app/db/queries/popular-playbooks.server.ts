import { sql, type Kysely } from "kysely";
import type { Database } from "../schema";
import { PUBLIC } from "./playbook-list.server";

export interface PopularPlaybook {
  slug: string;
  title: string;
  description: string;
}

/**
 * The published playbooks most visited since `since` (a day, YYYY-MM-DD, from the analytics'
 * daily figures), topped up with the newest ones when fewer have visits.
 */
export async function popularPlaybooks(db: Kysely<Database>, since: string, limit: number): Promise<PopularPlaybook[]> {
  const visited = await db
    .selectFrom("analytics_daily as d")
    .innerJoin("playbooks as p", (join) => join.onRef("p.slug", "=", "d.key1").on("p.status", "=", PUBLIC))
    .select(["p.slug", "p.title", "p.description", sql<number>`sum(d.visitors)`.as("visitors")])
    .where("d.breakdown", "=", "playbooks")
    .where("d.day", ">=", since)
    .groupBy(["p.id", "p.slug", "p.title", "p.description"])
    .orderBy("visitors", "desc")
    .orderBy("p.title")
    .limit(limit)
    .execute();
  const newest =
    visited.length >= limit
      ? []
      : await db
          .selectFrom("playbooks as p")
          .select(["p.slug", "p.title", "p.description"])
          .where("p.status", "=", PUBLIC)
          .$if(visited.length > 0, (query) =>
            query.where(
              "p.slug",
              "not in",
              visited.map((row) => row.slug),
            ),
          )
          .orderBy("p.created_at", "desc")
          .orderBy("p.title")
          .limit(limit - visited.length)
          .execute();
  return [...visited, ...newest].map(({ slug, title, description }) => ({ slug, title, description }));
}
