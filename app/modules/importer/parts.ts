import type { PartHeading } from "~/db/playbook-input";
import { PART_SLUG_MAX, partSlug } from "~/modules/text/slug";
import { blockHtml } from "./blocks";
import { structureHeadings } from "./headings";
import { partTitle, withoutNumberedLabel } from "./part-title";
import type { Section } from "./sections";

/** A part before images are resolved and the markup is sanitized. */
export interface DraftPart {
  title: string;
  slug: string;
  html: string;
  headings: PartHeading[];
}

/**
 * Titles a section (spec rule), drops the heading that became the title so the page does not
 * repeat it, and structures the remaining headings.
 */
export function draftPart(section: Section, position: number): DraftPart {
  const firstHeading = section.blocks.find((block) => block.kind === "heading");
  const title = partTitle(section.heading?.text, firstHeading?.text ?? section.label, position);
  const titleSource = [section.heading, firstHeading].find(
    (heading) => heading && withoutNumberedLabel(heading.text) === title,
  );
  const body = section.blocks
    .filter((block) => block !== titleSource)
    .map(blockHtml)
    .join("\n");
  const { html, headings } = structureHeadings(body);
  return { title, slug: partSlug(title, position), html, headings };
}

/** Part slugs must be unique within a playbook; a repeated one gets "-2", "-3"… (still within 50 characters). */
export function uniquePartSlugs<T extends { slug: string }>(parts: readonly T[]): T[] {
  const used = new Set<string>();
  return parts.map((part) => {
    let slug = part.slug;
    for (let n = 2; used.has(slug); n += 1) slug = `${part.slug.slice(0, PART_SLUG_MAX - String(n).length - 1)}-${n}`;
    used.add(slug);
    return { ...part, slug };
  });
}
