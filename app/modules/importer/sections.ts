import { type Block, blockLength } from "./blocks";
import { MIN_SECTIONS, SHORT_SECTION_CHARS } from "./limits";

export type HeadingBlock = Extract<Block, { kind: "heading" }>;

/** A run of blocks that becomes one part; `heading` is the block it was split at (one of `blocks`), if any. */
export interface Section {
  heading?: HeadingBlock;
  /** A name for a section that was not split at a heading (the fallback split's chunks). */
  label?: string;
  blocks: Block[];
}

export function sectionLength(section: Section): number {
  return section.blocks.reduce((sum, block) => sum + blockLength(block), 0);
}

/**
 * Starts a new section at every block the predicate accepts. Blocks before the first such
 * heading (an introduction) join the first section rather than making a short part of their own.
 */
export function splitAtHeadings(blocks: readonly Block[], isBoundary: (block: Block) => boolean): Section[] {
  const sections: Section[] = [];
  let intro: Block[] = [];
  for (const block of blocks) {
    if (block.kind === "heading" && isBoundary(block)) {
      sections.push({ heading: block, blocks: [...intro, block] });
      intro = [];
    } else if (sections.length === 0) {
      intro.push(block);
    } else {
      sections[sections.length - 1]!.blocks.push(block);
    }
  }
  if (sections.length === 0 && intro.length > 0) return [{ blocks: intro }];
  return sections;
}

/**
 * The heading level a document is divided at: the highest-ranking level with at least three
 * headings (so a lone h2 above a row of h3s does not swallow them), else the highest present.
 */
export function splitLevel(blocks: readonly Block[]): number | undefined {
  const counts = new Map<number, number>();
  for (const block of blocks) if (block.kind === "heading") counts.set(block.level, (counts.get(block.level) ?? 0) + 1);
  const levels = [...counts.keys()].sort((a, b) => a - b);
  return levels.find((level) => counts.get(level)! >= MIN_SECTIONS) ?? levels[0];
}

/** Primary extraction: one section per heading at the document's split level. */
export function headingSections(blocks: readonly Block[]): Section[] {
  const level = splitLevel(blocks);
  if (level === undefined) return blocks.length > 0 ? [{ blocks: [...blocks] }] : [];
  return splitAtHeadings(blocks, (block) => block.kind === "heading" && block.level === level);
}

const MARKER_HEADING = /^\s*(part|section|step)\b/i;

/** Alternative extraction: split at headings that read "Part …", "Section …" or "Step …", at any level, when there are 3 or more. */
export function markerSections(blocks: readonly Block[]): Section[] | undefined {
  const markers = blocks.filter((block) => block.kind === "heading" && MARKER_HEADING.test(block.text));
  if (markers.length < MIN_SECTIONS) return undefined;
  return splitAtHeadings(blocks, (block) => markers.includes(block));
}

/** Spec rule: fewer than 3 sections, or half or more of them under 50 characters, is not a usable split. */
export function isUsableSplit(sections: readonly Section[]): boolean {
  if (sections.length < MIN_SECTIONS) return false;
  const short = sections.filter((section) => sectionLength(section) < SHORT_SECTION_CHARS).length;
  return short * 2 < sections.length;
}
