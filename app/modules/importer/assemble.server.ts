import { htmlToText } from "~/db/html-text";
import { playbookReadingTime, totalWordCount, type PlaybookInput, type PlaybookPartInput } from "~/db/playbook-input";
import { sanitizePlaybookHtml } from "~/modules/html/sanitize.server";
import { countWords } from "~/modules/text/words";
import { capMetaDescription } from "~/modules/seo/meta-description";
import { metaDescriptionFromText } from "./description";
import { type PlacedImage, placeImages } from "./image-refs";
import { combineScores, focusKeywords, scoreTerms, topKeywords, type TermScores } from "./keywords.server";
import type { ParsedPlaybook } from "./parse";
import { applyDeclaredCategories, categorize, tagSuggestion } from "./categories";
import type { CapturedImage, ImageAssociation, ImportedContent, OptimizedImage, UsedUpload } from "./working-form";

/** What became of each image the page refers to (filled in by the image step). */
export interface ImageOutcomes {
  placed: ReadonlyMap<string, PlacedImage>;
  uploads: UsedUpload[];
  captured: CapturedImage[];
  optimized: OptimizedImage[];
  associations: ImageAssociation[];
  /** Web images left to download once the playbook is stored: they stay as they are until then. */
  deferred: string[];
}

export const NO_IMAGES: ImageOutcomes = {
  placed: new Map(),
  uploads: [],
  captured: [],
  optimized: [],
  associations: [],
  deferred: [],
};

export interface ImportSource {
  fileName: string;
  importedAt: string;
  batchId?: string;
  /** Further things for the owner to check (a declared series that does not exist), shown with the category notes. */
  notes?: string[];
}

/**
 * The finished playbook: images pointed at their stored copies, every part sanitized and
 * measured, keywords, SEO data and tags derived from the final text.
 */
export function assemblePlaybook(parsed: ParsedPlaybook, images: ImageOutcomes, source: ImportSource): PlaybookInput {
  const texts: string[] = [];
  // Each part's text is read for keywords once; the playbook's are the parts' scores together.
  const partScores: TermScores[] = [];
  const parts: PlaybookPartInput[] = parsed.parts.map((part) => {
    const html = sanitizePlaybookHtml(placeImages(part.html, images.placed, { keep: new Set(images.deferred) }));
    const text = htmlToText(html);
    const scores = scoreTerms({ headings: [part.title, ...part.headings.map((heading) => heading.text)], body: text });
    texts.push(text);
    partScores.push(scores);
    return {
      title: part.title,
      slug: part.slug,
      html,
      wordCount: countWords(text),
      headings: part.headings,
      keywords: topKeywords(scores),
    };
  });
  const bodyText = texts.join("\n");
  const keywords = topKeywords(
    combineScores([scoreTerms({ headings: [parsed.title], body: parsed.description }), ...partScores]),
  );
  const focus = focusKeywords(parsed.title, keywords);
  const tags = applyDeclaredCategories(
    categorize(parsed.title, `${parsed.description}\n${bodyText}`),
    parsed.declared.categories,
  );
  const content: ImportedContent = {
    source: {
      fileName: source.fileName,
      importedAt: source.importedAt,
      batchId: source.batchId,
      splitMethod: parsed.splitMethod,
    },
    seoData: {
      metaDescription: parsed.metaDescription
        ? capMetaDescription(parsed.metaDescription)
        : metaDescriptionFromText(`${parsed.description}\n${bodyText}`),
      keywords,
      readingTime: playbookReadingTime(parts),
      wordCount: totalWordCount(parts),
      category: tags.seoCategory,
      focusKeywords: focus,
    },
    focusKeywords: focus,
    partMetadata: parts.map((part) => ({
      title: part.title,
      slug: part.slug,
      headings: part.headings.map((heading) => heading.text),
      keywords: part.keywords,
      wordCount: part.wordCount,
    })),
    images: images.uploads,
    capturedImages: images.captured,
    optimizedImages: images.optimized,
    imageAssociations: images.associations,
    embeds: parsed.embeds,
    categoryCheck: [
      ...tags.check.map((note) => note.message),
      ...[tagSuggestion(parsed.declared.tags)].filter((note) => note !== undefined),
      ...(source.notes ?? []),
    ],
  };
  return {
    slug: parsed.slug,
    title: parsed.title,
    description: parsed.description,
    content: { ...content },
    aiCategories: tags.aiCategories,
    batonCategories: tags.batonCategories,
    businessAreas: tags.businessAreas,
    tools: tags.tools,
    keywords,
    parts,
  };
}
