import type { Block } from "./blocks";
import { fallbackSections } from "./fallback-split";
import { PARTS_PER_PLAYBOOK } from "./limits";
import { type Section, headingSections, isUsableSplit, markerSections } from "./sections";
import type { SplitMethod } from "./working-form";

/**
 * Splits a document into exactly five sections: by its headings; if that is not usable, by
 * "Part/Section/Step" headings; if that is not usable either, by the fallback split.
 */
export function splitIntoFive(blocks: readonly Block[]): { sections: Section[]; method: SplitMethod } {
  const byHeadings = headingSections(blocks);
  if (isUsableSplit(byHeadings)) return { sections: fitToFive(byHeadings), method: "headings" };
  const byMarkers = markerSections(blocks);
  if (byMarkers && isUsableSplit(byMarkers)) return { sections: fitToFive(byMarkers), method: "markers" };
  return { sections: fitToFive(fallbackSections(blocks)), method: "fallback" };
}

/**
 * Exactly five: missing parts are padded as empty sections; beyond five, the extra sections are
 * appended to the fifth (their headings kept), so nothing written is lost.
 */
export function fitToFive(sections: readonly Section[]): Section[] {
  const fitted = sections.slice(0, PARTS_PER_PLAYBOOK - 1).map((section) => ({ ...section }));
  const rest = sections.slice(PARTS_PER_PLAYBOOK - 1);
  if (rest.length > 0)
    fitted.push({
      heading: rest[0]!.heading,
      label: rest[0]!.label,
      blocks: rest.flatMap((section) => section.blocks),
    });
  while (fitted.length < PARTS_PER_PLAYBOOK) fitted.push({ blocks: [] });
  return fitted;
}
