import type { Kysely } from "kysely";
import { rateAnswer } from "~/db/queries/ask-questions.server";
import type { Database } from "~/db/schema";
import { z } from "zod";
import { FEEDBACK_REASONS } from "./feedback";

/** A posted rating: the question's id, up or down, and (for down) why. */
const feedbackSchema = z
  .object({
    id: z.uuid({ message: "This answer can no longer be rated." }),
    vote: z.enum(["up", "down"], { message: "Choose yes or no." }),
    reason: z.enum(FEEDBACK_REASONS).optional(),
  })
  .transform(({ id, vote, reason }) => ({ id, feedback: vote, reason: vote === "down" ? (reason ?? "Other") : null }));

/** A posted rating, stored: what to tell the reader, with the status of the answer. */
export async function rateFromForm(
  request: Request,
  db: Kysely<Database>,
): Promise<{ status: number; message: string }> {
  const form = await request.formData().catch(() => undefined);
  const parsed = feedbackSchema.safeParse(Object.fromEntries(form ?? []));
  if (!parsed.success) return { status: 400, message: parsed.error.issues[0]?.message ?? "Choose yes or no." };
  const { id, ...rating } = parsed.data;
  if (!(await rateAnswer(db, id, rating))) return { status: 404, message: "This answer can no longer be rated." };
  return { status: 200, message: "Thank you: your rating helps us improve the library." };
}
