import { z } from "zod";

/** Where a reader's thumbs up or down is posted: the form without scripts, and the page script. */
export const ASK_FEEDBACK_PATH = "/ask/feedback";
export const ASK_FEEDBACK_API = "/api/ask/feedback";

/** Why an answer was not useful: the reasons the owner sees grouped in Questions. */
export const FEEDBACK_REASONS = [
  "Not accurate",
  "Did not answer my question",
  "A source does not say this",
  "Hard to understand",
  "Other",
] as const;

/** A posted rating: the question's id, up or down, and (for down) why. */
export const feedbackSchema = z
  .object({
    id: z.uuid({ message: "This answer can no longer be rated." }),
    vote: z.enum(["up", "down"], { message: "Choose yes or no." }),
    reason: z.enum(FEEDBACK_REASONS).optional(),
  })
  .transform(({ id, vote, reason }) => ({ id, feedback: vote, reason: vote === "down" ? (reason ?? "Other") : null }));
