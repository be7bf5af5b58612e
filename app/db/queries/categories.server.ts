import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { categoryMemberships } from "./category-membership.server";
import { PUBLIC } from "./playbook-list.server";

export interface CategoryStats {
  count: number;
  totalWords: number;
  /** Mean reading time of the category's playbooks, in whole minutes. */
  avgReadingTime: number;
}

const ZERO: CategoryStats = { count: 0, totalWords: 0, avgReadingTime: 0 };

/**
 * Count, total words and average reading time of the published playbooks in each of the given categories, keyed by id
 * in their order (zero where empty).
 */
export async function categoryStatistics(
  db: Kysely<Database>,
  categoryIds: readonly string[],
): Promise<Record<string, CategoryStats>> {
  const rows = await db
    .selectFrom(categoryMemberships(db).as("m"))
    .innerJoin("playbooks as p", "p.id", "m.playbook_id")
    .where("p.status", "=", PUBLIC)
    .select((eb) => [
      "m.category_id",
      eb.fn.countAll<number>().as("count"),
      eb.fn.sum<number>("p.word_count").as("total_words"),
      eb.fn.avg<number>("p.reading_time_minutes").as("avg_minutes"),
    ])
    .groupBy("m.category_id")
    .execute();
  const byId = new Map(
    rows.map((row) => [
      row.category_id,
      {
        count: Number(row.count),
        totalWords: Number(row.total_words),
        avgReadingTime: Math.round(Number(row.avg_minutes)),
      },
    ]),
  );
  return Object.fromEntries(categoryIds.map((id) => [id, byId.get(id) ?? ZERO]));
}
