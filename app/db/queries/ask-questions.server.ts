import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AskQuestionsTable, Database } from "../schema";

export type StoredQuestion = Pick<AskQuestionsTable, "question" | "status" | "mode" | "answer">;

/** Stores a question as asked and how it was answered, without who asked; the id lets the reader rate the answer. */
export async function insertQuestion(
  db: Kysely<Database>,
  question: StoredQuestion,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("ask_questions")
    .values({ id, asked_at: now.toISOString(), ...question, feedback: null, feedback_reason: null, feedback_at: null })
    .execute();
  return id;
}

/** The reader's thumbs up or down on an answer (a second vote replaces the first); false when the question is gone. */
export async function rateAnswer(
  db: Kysely<Database>,
  id: string,
  rating: { feedback: "up" | "down"; reason: string | null },
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("ask_questions")
    .set({ feedback: rating.feedback, feedback_reason: rating.reason, feedback_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The questions asked in [from, to), newest first, at most `limit`. */
export function questionsBetween(db: Kysely<Database>, from: string, to: string, limit: number) {
  return db
    .selectFrom("ask_questions")
    .selectAll()
    .where("asked_at", ">=", from)
    .where("asked_at", "<", to)
    .orderBy("asked_at", "desc")
    .limit(limit)
    .execute();
}

/** Forgets questions asked before the time (the analytics retention). */
export async function deleteQuestionsBefore(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom("ask_questions").where("asked_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
