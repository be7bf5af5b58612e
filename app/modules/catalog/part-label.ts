/** "Part 1", "Part one:", "Section IV -", "Step 3." at the start of a title: a number the title already carries. */
const NUMBER_PREFIX = /^\s*(?:part|section|step)\s+[^\s:.\-–—]+(?:\s*[:.\-–—]\s*|\s*$)/i;

/** The title without a leading "Part 2:" (or section or step number): what the part is about. */
export function withoutPartNumber(title: string): string {
  return title.replace(NUMBER_PREFIX, "").trim();
}

/**
 * "Part 2: Pricing" for a list of parts, unless the title already numbers itself ("Part 2:
 * Pricing" or an empty part's "Part 2"), which would read "Part 2: Part 2: …".
 */
export function numberedPartTitle(position: number, title: string): string {
  return NUMBER_PREFIX.test(title) ? title : `Part ${position}: ${title}`;
}
