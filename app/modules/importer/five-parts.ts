import type { Block } from "./blocks";
import { fallbackSections } from "./fallback-split";
import { PARTS_PER_PLAYBOOK } from "./limits";
import { type Section, headingSections, isUsableSplit, markerSections } from "./sections";
import type { SplitMethod } from "./working-form";

/**
 * Splits a document into at most five parts, each with content: by its headings; if that is not
 * usable, by "Part/Section/Step" headings; if that is not usable either, by the fallback split.
 * A document with fewer real sections keeps fewer parts: padding never makes an empty page
 * (decision 25).
 */
export function splitIntoParts(blocks: readonly Block[]): { sections: Section[]; method: SplitMethod } {
  const byHeadings = headingSections(blocks);
  if (isUsableSplit(byHeadings)) return { sections: fitToParts(byHeadings), method: "headings" };
  const byMarkers = markerSections(blocks);
  if (byMarkers && isUsableSplit(byMarkers)) return { sections: fitToParts(byMarkers), method: "markers" };
  return { sections: fitToParts(fallbackSections(blocks)), method: "fallback" };
}

/**
 * The sections as parts: a section that is only headings joins the one after it (its heading
 * stays the title, so nothing written is lost), and beyond five, the extra sections are
 * appended to the fifth, their headings kept.
 */
export function fitToParts(sections: readonly Section[]): Section[] {
  const filled = withContent(sections);
  const fitted = filled.slice(0, PARTS_PER_PLAYBOOK - 1);
  const rest = filled.slice(PARTS_PER_PLAYBOOK - 1);
  if (rest.length > 0)
    fitted.push({
      heading: rest[0]!.heading,
      label: rest[0]!.label,
      blocks: rest.flatMap((section) => section.blocks),
    });
  return fitted;
}

const hasContent = (section: Section) => section.blocks.some((block) => block.kind === "content");

/** Sections that are only headings are joined to the next section (the last one to the one before). */
function withContent(sections: readonly Section[]): Section[] {
  const joined: Section[] = [];
  let waiting: Section | undefined;
  for (const section of sections) {
    const current: Section = waiting
      ? {
          heading: waiting.heading ?? section.heading,
          label: waiting.label ?? section.label,
          blocks: [...waiting.blocks, ...section.blocks],
        }
      : { ...section };
    waiting = hasContent(current) ? undefined : current;
    if (!waiting) joined.push(current);
  }
  if (waiting) {
    const last = joined.pop();
    joined.push(last ? { ...last, blocks: [...last.blocks, ...waiting.blocks] } : waiting);
  }
  return joined;
}
