import type { Kysely, Transaction } from "kysely";
import { facetTokens, type FacetSource } from "../catalog-facets";
import { htmlToText } from "../html-text";
import { playbookReadingTime, type PlaybookInput } from "../playbook-input";
import type { Database } from "../schema";

/**
 * Enough text to find any real playbook by its body; the cap keeps a pathological import
 * within PostgreSQL's 1 MB tsvector limit.
 */
export const MAX_SEARCH_BODY_CHARS = 200_000;

type SearchSource = Pick<
  PlaybookInput,
  "title" | "description" | "aiCategories" | "batonCategories" | "businessAreas" | "tools"
> & { parts: readonly { title: string; html: string | null; wordCount: number }[] };

function searchBody(parts: SearchSource["parts"]): string {
  return parts
    .map((part) => `${part.title}\n${part.html ? htmlToText(part.html) : ""}`)
    .join("\n\n")
    .slice(0, MAX_SEARCH_BODY_CHARS);
}

/** The search row's columns: the text to find playbooks by and the facets to filter them by. */
export function searchColumns(source: SearchSource) {
  const facets: FacetSource = { ...source, readingTimeMinutes: playbookReadingTime(source.parts) };
  return {
    title: source.title,
    description: source.description,
    body: searchBody(source.parts),
    facets: facetTokens(facets).join(" "),
  };
}

/**
 * Stores the text and facets the search index is built from. Called by upsertPlaybook
 * inside its transaction, so the index never disagrees with what the reader shows or with
 * the categories and tags the filters read.
 */
export async function writeSearchDocument(
  db: Kysely<Database> | Transaction<Database>,
  playbookId: string,
  source: SearchSource,
): Promise<void> {
  const columns = searchColumns(source);
  await db
    .insertInto("playbook_search")
    .values({ playbook_id: playbookId, ...columns })
    .onConflict((oc) => oc.column("playbook_id").doUpdateSet(columns))
    .execute();
}

/**
 * Re-creates every playbook's search row from the stored rows. Migration 0010 runs it, before
 * drafts (which have none) existed; it reads no column added after that migration.
 */
export async function rebuildSearchDocuments(db: Kysely<Database>): Promise<number> {
  // Oldest first: new search rows then get ids in the order playbooks were added, which a
  // very broad search shows newest first (modules/catalog/search/).
  const playbooks = await db.selectFrom("playbooks").select("id").orderBy("created_at").orderBy("id").execute();
  for (const playbook of playbooks) await writeStoredSearchDocument(db, playbook.id);
  return playbooks.length;
}

/** Writes one stored playbook's search row from its row, parts and tags (a draft being published). */
export async function writeStoredSearchDocument(
  db: Kysely<Database> | Transaction<Database>,
  playbookId: string,
): Promise<void> {
  const [playbook, parts, tags] = await Promise.all([
    db
      .selectFrom("playbooks")
      .select(["title", "description", "category", "baton_category"])
      .where("id", "=", playbookId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("playbook_parts")
      .select(["title", "html", "word_count as wordCount"])
      .where("playbook_id", "=", playbookId)
      .orderBy("position")
      .execute(),
    db.selectFrom("playbook_tags").select(["kind", "value"]).where("playbook_id", "=", playbookId).execute(),
  ]);
  const tagged = (kind: string, primary?: string | null) => [
    ...(primary ? [primary] : []),
    ...tags.filter((tag) => tag.kind === kind).map((tag) => tag.value),
  ];
  await writeSearchDocument(db, playbookId, {
    title: playbook.title,
    description: playbook.description,
    parts,
    aiCategories: tagged("ai-category", playbook.category),
    batonCategories: tagged("baton-category", playbook.baton_category),
    businessAreas: tagged("business-area"),
    tools: tagged("tool"),
  });
}
