import type { Kysely, Transaction } from "kysely";
import { htmlToText } from "~/modules/html/text.server";
import type { Database } from "../schema";

/**
 * Enough text to find any real playbook by its body; the cap keeps a pathological import
 * within PostgreSQL's 1 MB tsvector limit.
 */
export const MAX_SEARCH_BODY_CHARS = 200_000;

interface SearchSource {
  title: string;
  description: string;
  parts: readonly { title: string; html: string | null }[];
}

function searchBody(parts: SearchSource["parts"]): string {
  return parts
    .map((part) => `${part.title}\n${part.html ? htmlToText(part.html) : ""}`)
    .join("\n\n")
    .slice(0, MAX_SEARCH_BODY_CHARS);
}

/**
 * Stores the text the search index is built from. Called by upsertPlaybook inside its
 * transaction, so the index never disagrees with what the reader shows.
 */
export async function writeSearchDocument(
  db: Kysely<Database> | Transaction<Database>,
  playbookId: string,
  source: SearchSource,
): Promise<void> {
  const columns = { title: source.title, description: source.description, body: searchBody(source.parts) };
  await db
    .insertInto("playbook_search")
    .values({ playbook_id: playbookId, ...columns })
    .onConflict((oc) => oc.column("playbook_id").doUpdateSet(columns))
    .execute();
}

/** Re-creates every playbook's search text from the stored rows (after the migration, or a repair). */
export async function rebuildSearchDocuments(db: Kysely<Database>): Promise<number> {
  // Oldest first: SQLite's search row ids then follow the order playbooks were added, which
  // a very broad search shows newest first (search.server.ts).
  const playbooks = await db
    .selectFrom("playbooks")
    .select(["id", "title", "description"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  for (const playbook of playbooks) {
    const parts = await db
      .selectFrom("playbook_parts")
      .select(["title", "html"])
      .where("playbook_id", "=", playbook.id)
      .orderBy("position")
      .execute();
    await writeSearchDocument(db, playbook.id, { ...playbook, parts });
  }
  return playbooks.length;
}
