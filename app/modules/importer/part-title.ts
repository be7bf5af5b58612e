import { PART_SUMMARY_MIN_CHARS } from "./limits";

/**
 * A numbered label before a heading's own words: "Part 1: ", "Step 2 – ", "Section III. ",
 * "Chapter one: ". The reader already says "Part 1 of 5" over the title.
 */
const NUMBERED_LABEL =
  /^\s*(?:part|step|section|chapter|module|lesson)\s+(?:\d+|[ivxlc]+|one|two|three|four|five|six|seven|eight|nine|ten)\s*[:.\-\u2013\u2014]\s*/i;

/** The heading without its numbered label, when words remain after it. */
export function withoutNumberedLabel(heading: string): string {
  const rest = heading.replace(NUMBERED_LABEL, "");
  return /[\p{L}\p{N}]/u.test(rest) ? rest : heading;
}

/**
 * Spec rule: the part's summary if it is longer than 10 characters and not just "Part N";
 * otherwise its first heading; otherwise "Part {n}". A leading "Part N:" or "Step N:" is taken
 * off, so the reader does not show "Part 1 of 5" over "Part 1: Why…".
 */
export function partTitle(summary: string | undefined, firstHeading: string | undefined, position: number): string {
  const usableSummary = summary && summary.length > PART_SUMMARY_MIN_CHARS && !/^part\s*\d+$/i.test(summary.trim());
  const chosen = usableSummary ? summary : firstHeading;
  return chosen ? withoutNumberedLabel(chosen) : `Part ${position}`;
}
