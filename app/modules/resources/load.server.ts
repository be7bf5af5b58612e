import path from "node:path";
import type { Kysely } from "kysely";
import { packItemSourceHash, upsertPackItemFromSource, type SourceOutcome } from "~/db/queries/resource-pack.server";
import type { Database } from "~/db/schema";
import { withStartupLock } from "~/db/startup-lock.server";
import { MARKDOWN_IMAGE, storeMarkdownImages } from "~/modules/demo-content/images.server";
import { parseMarkdownFile, readMarkdownFiles } from "~/modules/demo-content/markdown-files.server";
import type { MediaStorage } from "~/modules/storage/storage.server";
import { packItemFrontMatterSchema } from "./front-matter";

export type PackLoadResult = Record<SourceOutcome, number>;

interface LoadOptions {
  db: Kysely<Database>;
  storage: MediaStorage;
  /** The content folder; the pack is its `resources/` folder. */
  contentDir: string;
}

/**
 * Loads the workshop resources pack from content/resources/*.md. Idempotent: an item is keyed
 * by its slug, an unchanged file is skipped, and an item the owner has edited in the admin is
 * never overwritten (its history keeps every version).
 */
export async function loadResourcePack({ db, storage, contentDir }: LoadOptions): Promise<PackLoadResult> {
  const result: PackLoadResult = { created: 0, updated: 0, unchanged: 0, kept: 0 };
  const packDir = path.join(contentDir, "resources");
  for (const markdown of await readMarkdownFiles(packDir)) {
    const { slug, sourceHash } = markdown;
    const stored = await packItemSourceHash(db, slug);
    if (stored === sourceHash || stored === null) {
      result[stored === null ? "kept" : "unchanged"] += 1;
      continue;
    }
    const { meta, content } = parseMarkdownFile(markdown, packItemFrontMatterSchema);
    // Images move to media storage, and the stored Markdown points at them, so the owner edits one text.
    const images = await storeMarkdownImages(content, `resources/${slug}`, { storage, baseDir: packDir });
    const body = content.replace(MARKDOWN_IMAGE, (image, href: string) => image.replace(href, images.get(href)!.src));
    result[await upsertPackItemFromSource(db, { ...meta, body: body.trim(), sourceHash })] += 1;
  }
  return result;
}

/** At every start: instances starting together take turns, so each item is created once. */
export function loadResourcePackOnStart(options: LoadOptions): Promise<PackLoadResult> {
  return withStartupLock(options.db, () => loadResourcePack(options));
}
