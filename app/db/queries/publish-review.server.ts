import type { Kysely } from "kysely";
import type { Database } from "../schema";

/** Each part of a playbook as the publish confirmation reviews it: its words, and whether it has any text. */
export async function readPartsForReview(db: Kysely<Database>, playbookId: string) {
  const parts = await db
    .selectFrom("playbook_parts")
    .select(["position", "title", "word_count", "html"])
    .where("playbook_id", "=", playbookId)
    .orderBy("position")
    .execute();
  return parts.map((part) => ({
    position: part.position,
    title: part.title,
    wordCount: part.word_count,
    hasText: part.html !== null && part.html.trim() !== "",
  }));
}
