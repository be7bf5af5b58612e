import { htmlToText } from "~/db/html-text";
import type { PlaybookInput, PlaybookPartInput } from "~/db/playbook-input";
import type { PlaybookSnapshot } from "~/db/queries/playbook-snapshots.server";
import { sanitizePlaybookHtml } from "~/modules/html/sanitize.server";
import { structureHeadings } from "~/modules/importer/headings";
import { uniquePartSlugs } from "~/modules/importer/parts";
import { partSlug } from "~/modules/text/slug";
import { htmlWordCount } from "~/modules/text/html-words";
import { capMetaDescription } from "~/modules/seo/meta-description";
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
    version: snapshot.version,
    title: input.title,
    description: input.description,
    aiCategories: input.aiCategories,
    batonCategories: input.batonCategories,
    parts: input.parts.map((part) => ({ title: part.title, html: part.html ?? "" })),
    // Capped as it opens, so an older import with a longer one can still be saved.
    metaDescription: capMetaDescription(seoDataOf(input.content).metaDescription ?? ""),
    keywords: input.keywords.join(", "),
  };
}

/**
 * A part as stored from what the admin typed: sanitized, headings given ids, words counted
 * again. An empty body is stored as "still being processed", as the reader expects.
 */
function partFromDraft(part: ValidDraft["parts"][number], position: number, previous?: PlaybookPartInput) {
  // Headings are levelled first (an h1 would not survive sanitizing), then read from the clean markup.
  const { html, headings } = structureHeadings(sanitizePlaybookHtml(structureHeadings(part.html).html));
  const empty = htmlToText(html).length === 0 && !/<img\b/i.test(html);
  return {
    title: part.title,
    slug: partSlug(part.title, position),
    html: empty ? null : html,
    wordCount: empty ? 0 : htmlWordCount(html),
    headings: empty ? [] : headings,
    keywords: previous?.keywords ?? [],
  };
}

/** The stored playbook with the editor's changes applied; everything the editor does not show is kept. */
export function applyDraft(current: PlaybookSnapshot["input"], draft: ValidDraft): PlaybookInput {
  const keywords = parseKeywordList(draft.keywords);
  const previousBySlug = new Map(current.parts.map((part) => [part.slug, part]));
  const parts = draft.parts.map((part, index) =>
    partFromDraft(part, index + 1, previousBySlug.get(partSlug(part.title, index + 1))),
  );
  return {
    ...current,
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
