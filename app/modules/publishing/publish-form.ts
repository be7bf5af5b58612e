import { publicationDateProblem } from "./publication-date";
import { isTimeZone, readLocalDateTime, type LocalTimeReading } from "./time-zone";

/** A part with fewer words than this is flagged in the confirmation as short. */
export const SHORT_PART_WORDS = 150;

export interface PartForReview {
  position: number;
  title: string;
  wordCount: number;
  /** False while the part has no text (readers would see "still being prepared"). */
  hasText: boolean;
}

/** What the confirmation warns about each part: empty, short, or nothing. */
export function partWarning(part: PartForReview): "empty" | "short" | undefined {
  if (!part.hasText || part.wordCount === 0) return "empty";
  if (part.wordCount < SHORT_PART_WORDS) return "short";
  return undefined;
}

/**
 * What the publish flow's form asks: go public or come down, now or at a time; clear the
 * schedule; and which date feeds show ("keep" the one it has, "public" for the moment it goes
 * public, or a "custom" date the owner typed).
 */
export type PublishRequest =
  | {
      action: "publish";
      at: Date | null;
      feedDate: { choice: "keep" } | { choice: "public" } | { choice: "custom"; at: Date };
    }
  | { action: "unpublish"; at: Date | null }
  | { action: "unschedule" };

export type FeedDateChoice = "keep" | "public" | "custom";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/**
 * Reads and checks the publish flow's form. Times are wall-clock times in the zone the form
 * names (the browser's, or one chosen without scripts). A schedule must be in the future; a
 * feed date may not be later than the moment the playbook goes public.
 */
export function readPublishForm(
  form: FormData,
  now = new Date(),
): { ok: true; request: PublishRequest } | { ok: false; error: string } {
  const intent = text(form, "intent");
  if (intent === "unschedule") return { ok: true, request: { action: "unschedule" } };
  if (intent !== "publish" && intent !== "unpublish") return { ok: false, error: "Choose Publish or Unpublish." };
  const zone = text(form, "timeZone");
  const scheduled = text(form, "when") === "schedule";
  let at: Date | null = null;
  if (scheduled) {
    if (!isTimeZone(zone)) return { ok: false, error: "Choose the time zone the time is in." };
    const reading = readLocalDateTime(text(form, "scheduleAt"), zone, { label: "Schedule for" });
    if (!reading.ok) return { ok: false, error: readingError(reading, "Enter the date and time to schedule it for.") };
    const chosen = reading.at;
    if (chosen.getTime() <= now.getTime()) return { ok: false, error: "Choose a time in the future, or Right now." };
    at = chosen;
  }
  if (intent === "unpublish") return { ok: true, request: { action: "unpublish", at } };

  const choice = text(form, "feedDate") as FeedDateChoice;
  if (choice === "custom") {
    if (!isTimeZone(zone)) return { ok: false, error: "Choose the time zone the date is in." };
    const reading = readLocalDateTime(text(form, "publishedAt"), zone, { label: "Date shown in feeds" });
    if (!reading.ok)
      return { ok: false, error: readingError(reading, "Enter the date to show in feeds, or choose another option.") };
    const date = reading.at;
    const problem = publicationDateProblem(date, at ?? now);
    if (problem) return { ok: false, error: problem };
    return { ok: true, request: { action: "publish", at, feedDate: { choice, at: date } } };
  }
  return { ok: true, request: { action: "publish", at, feedDate: { choice: choice === "keep" ? "keep" : "public" } } };
}

/** A time the clocks skip or repeat is explained; one that is missing or malformed asks for it. */
function readingError(reading: Exclude<LocalTimeReading, { ok: true }>, missing: string): string {
  return reading.problem === "format" ? missing : reading.message;
}
