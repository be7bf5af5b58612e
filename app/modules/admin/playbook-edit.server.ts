import { htmlToText } from "~/db/html-text";
import type { PlaybookInput, PlaybookPartInput } from "~/db/playbook-input";
import type { PlaybookSnapshot } from "~/db/queries/playbook-snapshots.server";
import { sanitizePlaybookHtml } from "~/modules/html/sanitize.server";
import { structureHeadings } from "~/modules/importer/headings";
import { uniquePartSlugs } from "~/modules/importer/parts";
import { PART_SLUG_MAX, partSlug, slugify } from "~/modules/text/slug";
import { htmlWordCount } from "~/modules/text/html-words";
import { capMetaDescription } from "~/modules/seo/meta-description";
import { trimLeftovers } from "~/modules/editor/leftovers.server";
import { parseKeywordList, type PlaybookDraft, type ValidDraft } from "./playbook-draft";

interface SeoData {
  metaDescription?: string;
  keywords?: string[];
}

function seoDataOf(content: Record<string, unknown>): SeoData {
  const seo = content.seoData;
  return typeof seo === "object" && seo !== null ? (seo as SeoData) : {};
}

/** The editor's working copy of a stored playbook. */
export function draftFromSnapshot(snapshot: PlaybookSnapshot): PlaybookDraft {
  const { input } = snapshot;
  return {
    slug: input.slug,
    urlSlug: input.slug,
    version: snapshot.version,
    title: input.title,
    description: input.description,
    aiCategories: input.aiCategories,
    batonCategories: input.batonCategories,
    parts: input.parts.map((part) => ({
      title: part.title,
      html: part.html ?? "",
      slug: part.slug,
      storedSlug: part.slug,
    })),
    // Capped as it opens, so an older import with a longer one can still be saved.
    metaDescription: capMetaDescription(seoDataOf(input.content).metaDescription ?? ""),
    keywords: input.keywords.join(", "),
  };
}

type ValidPart = ValidDraft["parts"][number];

/**
 * A part's address: the slug typed, tidied by the slug rule. A part renamed without touching
 * its slug moves to the new title's slug (the old address then redirects); a blank slug is made
 * from the title.
 */
function chosenPartSlug(part: ValidPart, position: number, stored: PlaybookPartInput | undefined): string {
  const typed = slugify(part.slug, PART_SLUG_MAX);
  if (stored && typed === stored.slug && part.title !== stored.title) return partSlug(part.title, position);
  return typed || partSlug(part.title, position);
}

/**
 * A part as stored from what the admin typed: sanitized, leftovers of editing trimmed (empty
 * paragraphs at the end, empty table rows and columns), headings given ids, words counted
 * again. An empty body is stored as "still being processed", as the reader expects.
 */
function partFromDraft(part: ValidPart, position: number, stored?: PlaybookPartInput): PlaybookPartInput {
  // Headings are levelled first (an h1 would not survive sanitizing), then read from the clean markup.
  const levelled = structureHeadings(part.html).html;
  const { html, headings } = structureHeadings(sanitizePlaybookHtml(trimLeftovers(levelled)));
  const empty = htmlToText(html).length === 0 && !/<img\b/i.test(html);
  return {
    title: part.title,
    slug: chosenPartSlug(part, position, stored),
    html: empty ? null : html,
    wordCount: empty ? 0 : htmlWordCount(html),
    headings: empty ? [] : headings,
    keywords: stored?.keywords ?? [],
    previousSlug: stored?.slug,
  };
}

/** The URL slug field tidied; blank makes one from the title, and a title with no letters keeps the old one. */
function chosenPlaybookSlug(draft: ValidDraft, current: string): string {
  return slugify(draft.urlSlug) || slugify(draft.title) || current;
}

/** The stored playbook with the editor's changes applied; everything the editor does not show is kept. */
export function applyDraft(current: PlaybookSnapshot["input"], draft: ValidDraft): PlaybookInput {
  const keywords = parseKeywordList(draft.keywords);
  const storedBySlug = new Map(current.parts.map((part) => [part.slug, part]));
  const parts = draft.parts.map((part, index) =>
    partFromDraft(part, index + 1, part.storedSlug ? storedBySlug.get(part.storedSlug) : undefined),
  );
  const slug = chosenPlaybookSlug(draft, current.slug);
  return {
    ...current,
    slug,
    renameFrom: slug === current.slug ? undefined : current.slug,
    title: draft.title,
    description: draft.description,
    aiCategories: draft.aiCategories,
    batonCategories: draft.batonCategories,
    keywords,
    parts: uniquePartSlugs(parts),
    content: {
      ...current.content,
      seoData: { ...seoDataOf(current.content), metaDescription: draft.metaDescription, keywords },
    },
    expectedVersion: draft.version,
  };
}
