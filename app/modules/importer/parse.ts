import type { Embed } from "~/modules/embeds/social";
import { slugify } from "~/modules/text/slug";
import { isolateArticle, readArticle, unmarkArticle } from "./article";
import { flattenBlocks } from "./blocks";
import { removeChrome } from "./chrome";
import { normalizeSourceQuirks, removeClutter } from "./clutter";
import { chooseDescription, readMetaDescription } from "./description";
import { contentRoot, parseHtml } from "./dom";
import { convertEmbeds } from "./embeds";
import { countOf } from "~/modules/text/words";
import { countWords } from "~/modules/text/words";
import { ImportFileError } from "./errors";
import { splitIntoFive } from "./five-parts";
import { type ImageReference, collectImageReferences, normalizeImages } from "./image-refs";
import { MIN_BODY_WORDS } from "./limits";
import { unwrapLocalLinks } from "./links";
import { type DraftPart, draftPart, uniquePartSlugs } from "./parts";
import { chooseTitle, headings } from "./title";
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
}

/**
 * Reads any HTML page (a Google Docs, Notion or WordPress export, a saved web page) into a
 * five-part playbook: the article isolated from the page's chrome (Readability), page furniture
 * and chrome removed, social links turned into embeds, title and description found, the body
 * split by the spec's rules.
 */
export function parsePlaybookHtml(html: string, fileName: string): ParsedPlaybook {
  const $ = parseHtml(html);
  const metaDescription = readMetaDescription($);
  const reading = readArticle($);
  normalizeSourceQuirks($);
  removeClutter($);
  removeChrome($);
  const page = contentRoot($);
  const pageHeadlines = headings($, page, "h1");
  const { root, clean } = isolateArticle($, page, reading);
  unmarkArticle($);
  unwrapLocalLinks($);
  const embeds = convertEmbeds($);
  normalizeImages($);

  const { title, element: titleElement } = chooseTitle($, {
    article: root,
    clean,
    pageHeadlines,
    metadataTitle: reading.metadataTitle,
    declared: reading.declaredTitle,
  });
  const description = chooseDescription(metaDescription, $, root);
  if (titleElement) $(titleElement).remove();

  const blocks = flattenBlocks($, root);
  if (blocks.length === 0) throw new ImportFileError("The page has no readable text or images to import.");
  const words = countWords(blocks.map((block) => block.text).join(" "));
  if (words < MIN_BODY_WORDS) {
    throw new ImportFileError(
      `The page has only ${countOf(words, "word")} of text below its title; a playbook needs at least ${MIN_BODY_WORDS}. Check that the export holds the whole document.`,
    );
  }
  const { sections, method } = splitIntoFive(blocks);
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
  };
}

/** The title's slug; a title with no usable characters falls back to the file name. */
export function playbookSlug(title: string, fileName: string): string {
  return slugify(title) || slugify(fileName.replace(/\.html?$/i, "")) || "untitled-playbook";
}

function distinctImages(parts: readonly DraftPart[]): ImageReference[] {
  const seen = new Map<string, ImageReference>();
  for (const part of parts) {
    for (const image of collectImageReferences(part.html)) if (!seen.has(image.src)) seen.set(image.src, image);
  }
  return [...seen.values()];
}
