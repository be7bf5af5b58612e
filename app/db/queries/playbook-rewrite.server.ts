import type { Kysely, Transaction } from "kysely";
import { databaseKind } from "../dialect";
import { readingTimeMinutes } from "../playbook-input";
import { readJson, toJson } from "../json";
import type { Database } from "../schema";

export interface StoredParts {
  parts: { position: number; html: string }[];
  content: Record<string, unknown>;
}

export interface RewrittenParts {
  parts: { position: number; html: string; wordCount: number }[];
  content: Record<string, unknown>;
}

/**
 * Rewrites a stored playbook's part markup and content JSON in place, found by its id (a rename
 * does not lose it), in one transaction and without making a revision: for changes the importer
 * finishes after storing (web images swapped in as they arrive), not for edits a person made.
 * The playbook's row is locked first, as a save locks it, so a save and a rewrite never
 * interleave; `record` runs in the same transaction (the image's own record lands with its swap).
 * False when the playbook is gone.
 */
export async function rewritePlaybookParts(
  db: Kysely<Database>,
  playbookId: string,
  rewrite: (stored: StoredParts) => RewrittenParts,
  record?: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const playbook = await trx
      .selectFrom("playbooks")
      .select(["id", "content"])
      .where("id", "=", playbookId)
      .$if(databaseKind(db) === "postgres", (query) => query.forUpdate())
      .executeTakeFirst();
    if (!playbook) return false;
    const rows = await trx
      .selectFrom("playbook_parts")
      .select(["position", "html"])
      .where("playbook_id", "=", playbook.id)
      .orderBy("position")
      .execute();
    const stored: StoredParts = {
      parts: rows.map((row) => ({ position: row.position, html: row.html ?? "" })),
      content: readJson<Record<string, unknown>>(playbook.content, {}),
    };
    const rewritten = rewrite(stored);
    for (const part of rewritten.parts) {
      if (stored.parts.find((before) => before.position === part.position)?.html === part.html) continue;
      await trx
        .updateTable("playbook_parts")
        .set({ html: part.html, word_count: part.wordCount, reading_time_minutes: readingTimeMinutes(part.wordCount) })
        .where("playbook_id", "=", playbook.id)
        .where("position", "=", part.position)
        .execute();
    }
    const words = rewritten.parts.reduce((sum, part) => sum + part.wordCount, 0);
    await trx
      .updateTable("playbooks")
      .set({ content: toJson(rewritten.content), word_count: words, reading_time_minutes: readingTimeMinutes(words) })
      .where("id", "=", playbook.id)
      .execute();
    await record?.(trx);
    return true;
  });
}
