import { PART_SUMMARY_MIN_CHARS } from "./limits";

/**
 * Spec rule: the part's summary if it is longer than 10 characters and not just "Part N";
 * otherwise its first heading; otherwise "Part {n}".
 */
export function partTitle(summary: string | undefined, firstHeading: string | undefined, position: number): string {
  const usableSummary = summary && summary.length > PART_SUMMARY_MIN_CHARS && !/^part\s*\d+$/i.test(summary.trim());
  if (usableSummary) return summary;
  return firstHeading || `Part ${position}`;
}
