import type { Embed } from "~/modules/embeds/social";
import { slugify } from "~/modules/text/slug";
import { isFlatDocument, isolateArticle, readArticle, readPageHead, unmarkArticle } from "./article";
import { flattenBlocks } from "./blocks";
import { removeChrome } from "./chrome";
import { normalizeSourceQuirks, removeClutter } from "./clutter";
import { chooseDescription, readMetaDescription } from "./description";
import { contentRoot, parseHtml, textOf } from "./dom";
import { convertEmbeds } from "./embeds";
import { isNotionExport, keepExportBlocks } from "./export-blocks";
import { isGoogleDocsExport } from "./google-docs";
import { countOf } from "~/modules/text/words";
import { countWords } from "~/modules/text/words";
import { ImportFileError } from "./errors";
import { splitIntoParts } from "./five-parts";
import type { DeclaredFields } from "./formats/document";
import { type ImageReference, collectImageReferences, normalizeImages } from "./image-refs";
import { MIN_BODY_WORDS } from "./limits";
import { unwrapLocalLinks } from "./links";
import { type DraftPart, draftPart, uniquePartSlugs } from "./parts";
import { type TitleSource, chooseTitle, documentTitle, extractTitle, headings, sameTitle } from "./title";
import type { SplitMethod } from "./working-form";

/** A page read into a playbook's shape, before its images are fetched and its markup sanitized. */
export interface ParsedPlaybook {
  title: string;
  slug: string;
  description: string;
  /** The page's own meta description, if it had one. */
  metaDescription: string;
  parts: DraftPart[];
  images: ImageReference[];
  embeds: Embed[];
  splitMethod: SplitMethod;
  /** What the document declared about itself (front matter): categories and series are applied when it is stored. */
  declared: DeclaredFields;
}

export interface ParseOptions {
  declared?: DeclaredFields;
  /** The document is all article (a Word or Markdown file): there is no page around it to cut away. */
  whole?: boolean;
}

/**
 * Reads any HTML page (a Google Docs, Notion or WordPress export, a saved web page) into a
 * playbook of up to five parts: the article isolated from the page's chrome (Readability), page furniture
 * and chrome removed, social links turned into embeds, title and description found, the body
 * split by the spec's rules.
 */
export function parsePlaybookHtml(html: string, fileName: string, options: ParseOptions = {}): ParsedPlaybook {
  const { whole = false } = options;
  const $ = parseHtml(html);
  const metaDescription = readMetaDescription($);
  // A Notion or Google Docs export is all article, as a Word file is: Readability would cut its callouts.
  const document = whole || isFlatDocument($) || isNotionExport($) || isGoogleDocsExport($);
  const head = document ? undefined : readPageHead($);
  const exported = keepExportBlocks($, { whole });
  const declared = withTags(options.declared ?? {}, exported.tags);
  normalizeSourceQuirks($);
  removeClutter($);
  removeChrome($);
  const reading = head && readArticle($, head);
  const page = contentRoot($);
  const pageHeadlines = headings($, page, "h1");
  const { root, clean } = reading ? isolateArticle($, page, reading) : { root: page, clean: true };
  if (reading) unmarkArticle($);
  unwrapLocalLinks($);
  const embeds = convertEmbeds($);
  normalizeImages($);

  const found: TitleSource = reading
    ? chooseTitle($, {
        article: root,
        clean,
        pageHeadlines,
        metadataTitle: reading.metadataTitle,
        declared: reading.declaredTitle,
      })
    : whole
      ? documentTitle($, root)
      : extractTitle($, root);
  const { title, element: titleElement } = declaredTitle(declared, found, $);
  const description = declared.description ?? chooseDescription(metaDescription, $, root);
  if (titleElement) $(titleElement).remove();
  // A first heading that says the title again (Word's Title paragraph and a Heading 1 alike) is not repeated.
  const repeated = headings($, root, "h1, h2, h3, h4, h5, h6")[0];
  if (repeated && sameTitle(textOf($, repeated), title)) $(repeated).remove();

  const blocks = flattenBlocks($, root);
  if (blocks.length === 0) throw new ImportFileError("The page has no readable text or images to import.");
  const words = countWords(blocks.map((block) => block.text).join(" "));
  if (words < MIN_BODY_WORDS) {
    throw new ImportFileError(
      `The page has only ${countOf(words, "word")} of text below its title; a playbook needs at least ${MIN_BODY_WORDS}. Check that the export holds the whole document.`,
    );
  }
  const { sections, method } = splitIntoParts(blocks);
  const parts = uniquePartSlugs(sections.map((section, index) => draftPart(section, index + 1)));

  return {
    title,
    slug: playbookSlug(title, fileName),
    description,
    metaDescription,
    parts,
    images: distinctImages(parts),
    embeds,
    splitMethod: method,
    declared,
  };
}

/** Tags an export carried besides the ones its front matter declared, each once. */
function withTags(declared: DeclaredFields, tags: readonly string[]): DeclaredFields {
  if (tags.length === 0) return declared;
  return { ...declared, tags: [...new Set([...(declared.tags ?? []), ...tags])] };
}

/** A declared title wins; the heading that repeats it is still dropped from the body. */
function declaredTitle(declared: DeclaredFields, found: TitleSource, $: ReturnType<typeof parseHtml>): TitleSource {
  if (!declared.title) return found;
  const repeats = found.element && sameTitle($(found.element).text(), declared.title);
  return { title: declared.title, element: repeats ? found.element : undefined };
}

/** The title's slug; a title with no usable characters falls back to the file name (its last path part, no extension). */
export function playbookSlug(title: string, fileName: string): string {
  const baseName = fileName
    .split(/[/\\›]/)
    .pop()!
    .replace(/\.(html?|md|markdown|docx)$/i, "");
  return slugify(title) || slugify(baseName) || "untitled-playbook";
}

function distinctImages(parts: readonly DraftPart[]): ImageReference[] {
  const seen = new Map<string, ImageReference>();
  for (const part of parts) {
    for (const image of collectImageReferences(part.html)) if (!seen.has(image.src)) seen.set(image.src, image);
  }
  return [...seen.values()];
}
