import { sql, type Kysely } from "kysely";
import { readJson } from "../json";
import type { Database, PlaybookTagKind } from "../schema";
import { LIST_COLUMNS, PUBLIC, withPartCounts, type PlaybookListItem } from "./playbook-list.server";

/** A published playbook that may be read next, with what it shares with the one just read. */
export interface RelatedCandidate extends PlaybookListItem {
  keywords: string[];
  createdAt: string;
  /** The tags it shares with the playbook just read, weighted by kind. */
  tagScore: number;
}

/**
 * Published playbooks sharing at least one tag (category, business area, tool) with
 * `playbookId`, best tag score first: the pool the related-reading rules choose from. A tag
 * shared with many playbooks counts as much as a rare one; the pool is only the start.
 */
export async function findRelatedCandidates(
  db: Kysely<Database>,
  playbookId: string,
  weights: Record<PlaybookTagKind, number>,
  limit: number,
): Promise<RelatedCandidate[]> {
  const weight = sql<number>`sum(case ${sql.join(
    Object.entries(weights).map(([kind, value]) => sql`when theirs.kind = ${kind} then ${value}`),
    sql` `,
  )} else 0 end)`;
  const rows = await db
    .selectFrom("playbook_tags as mine")
    .innerJoin("playbook_tags as theirs", (join) =>
      join
        .onRef("theirs.kind", "=", "mine.kind")
        .onRef("theirs.value", "=", "mine.value")
        .onRef("theirs.playbook_id", "<>", "mine.playbook_id"),
    )
    .innerJoin("playbooks as p", "p.id", "theirs.playbook_id")
    .select([...LIST_COLUMNS, "p.keywords", "p.created_at", weight.as("tag_score")])
    .where("mine.playbook_id", "=", playbookId)
    .where("p.status", "=", PUBLIC)
    .groupBy("p.id")
    .orderBy("tag_score", "desc")
    .orderBy("p.created_at", "desc")
    .limit(limit)
    .execute();
  const cards = await withPartCounts(db, rows);
  return rows.map((row, index) => ({
    ...cards[index]!,
    keywords: readJson<string[]>(row.keywords, []),
    createdAt: row.created_at,
    tagScore: Number(row.tag_score),
  }));
}

/** The newest published playbooks but `excluded`: what fills the list when too few are related. */
export async function findNewestPlaybooks(
  db: Kysely<Database>,
  excluded: readonly string[],
  limit: number,
): Promise<PlaybookListItem[]> {
  const rows = await db
    .selectFrom("playbooks as p")
    .select(LIST_COLUMNS)
    .where("p.status", "=", PUBLIC)
    .$if(excluded.length > 0, (query) => query.where("p.id", "not in", excluded))
    .orderBy("p.created_at", "desc")
    .limit(limit)
    .execute();
  return withPartCounts(db, rows);
}
