// Shared with the ask page script: constants only (no zod), so the script stays small.
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
