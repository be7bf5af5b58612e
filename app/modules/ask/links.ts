import { HIGHLIGHT_PARAM } from "~/modules/catalog/search/results";
import type { AskLink } from "./contract";

/** Where a section lives in the reader. */
export interface SectionAddress {
  playbookSlug: string;
  playbookTitle: string;
  partSlug: string;
  anchor: string;
  heading: string;
}

/** The longest sentence put in a link to highlight; longer ones are highlighted by their start. */
const MAX_QUOTE_IN_LINK = 400;

const sectionPath = (section: SectionAddress) =>
  `/catalog/${encodeURIComponent(section.playbookSlug)}/${encodeURIComponent(section.partSlug)}`;
const anchorOf = (section: SectionAddress) => (section.anchor ? `#${encodeURIComponent(section.anchor)}` : "");

/**
 * A citation's link: the section, with the supporting sentence to highlight on arrival, in
 * quotes in the search highlight's parameter (app/enhancements/search-highlight.ts), which the
 * reader's loader never reads: one cached page serves every citation.
 */
export function citationUrl(section: SectionAddress, quote: string): string {
  const words = quote.slice(0, MAX_QUOTE_IN_LINK);
  const query = new URLSearchParams({ [HIGHLIGHT_PARAM]: `"${words}"` });
  return `${sectionPath(section)}?${query}${anchorOf(section)}`;
}

/** Further reading: the section itself, titled by its heading and playbook. */
export function readingLink(section: SectionAddress): AskLink {
  return { url: `${sectionPath(section)}${anchorOf(section)}`, title: `${section.heading} — ${section.playbookTitle}` };
}
