import { textWidth, type Weight } from "./font.server";

/**
 * Breaks a title into lines no wider than `maxWidth` at `size`, at spaces (a single word too
 * long for a line is left to overflow rather than cut mid-word). Undefined when it needs more
 * than `maxLines`.
 */
export function wrapLines(
  text: string,
  { size, maxWidth, maxLines, weight }: { size: number; maxWidth: number; maxLines: number; weight: Weight },
): string[] | undefined {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, weight) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : undefined;
}

/** The largest of `sizes` at which the title fits; at the smallest, the lines it fits in with the last one ending "…". */
export function fitTitle(
  text: string,
  {
    sizes,
    maxWidth,
    maxLines,
    weight,
  }: { sizes: readonly number[]; maxWidth: number; maxLines: number; weight: Weight },
): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrapLines(text, { size, maxWidth, maxLines, weight });
    if (lines) return { size, lines };
  }
  const size = sizes.at(-1)!;
  const words = text.split(/\s+/).filter(Boolean);
  for (let count = words.length - 1; count > 0; count -= 1) {
    const lines = wrapLines(`${words.slice(0, count).join(" ")}…`, { size, maxWidth, maxLines, weight });
    if (lines) return { size, lines };
  }
  return { size, lines: [`${words[0] ?? ""}…`] };
}
