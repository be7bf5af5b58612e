import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { createRepairRun, finishRepairRun, updateRepairProgress } from "~/db/queries/repair-runs.server";
import type { PlaybookSnapshot } from "~/db/queries/playbook-snapshots.server";
import type { Database } from "~/db/schema";
import type { DownloadOptions } from "~/modules/images/download.server";
import { collectImageReferences, placeImages, type ImageReference } from "~/modules/importer/image-refs";
import { processImages, type ImageCache } from "~/modules/importer/images.server";
import { readImportedContent } from "~/modules/importer/working-form";
import type { MediaStorage } from "~/modules/storage/storage.server";
import { classifyImageSource } from "./image-sources";
import { allPlaybookSlugs, loadPlaybook, saveRepairedParts } from "./playbooks.server";

/** The spec's pace of 2 playbooks per batch, without its pauses. */
export const MIGRATION_BATCH_SIZE = 2;

export interface MigrationEnvironment {
  db: Kysely<Database>;
  storage: MediaStorage;
  logger: Logger;
  download: DownloadOptions;
  siteOrigin: string;
  savedBy: string;
}

export interface ImageMigrationEntry {
  slug: string;
  title: string;
  fixed: string[];
  failed: { src: string; error: string }[];
}

export interface ImageMigrationReport {
  scanned: number;
  fixed: number;
  failed: number;
  /** Only the playbooks that had external or broken images. */
  playbooks: ImageMigrationEntry[];
}

/**
 * Comprehensive Image Migration: finds images in stored content that live on other sites, are
 * inline data, or point at stored media that is missing; downloads (or re-downloads from the
 * address recorded at import) and stores them; rewrites the content. Runs in the background,
 * its counters (processed/total/fixed) kept on the run for the screen to poll.
 */
export async function startImageMigration(env: MigrationEnvironment): Promise<{ runId: string; done: Promise<void> }> {
  const slugs = await allPlaybookSlugs(env.db);
  const runId = await createRepairRun(env.db, "image-migration", "full", slugs.length);
  const done = migrate(env, runId, slugs).catch(async (error: unknown) => {
    env.logger.error({ err: error, runId }, "image migration failed");
    await finishRepairRun(env.db, runId, { error: (error as Error).message });
  });
  return { runId, done };
}

async function migrate(env: MigrationEnvironment, runId: string, slugs: readonly string[]): Promise<void> {
  const report: ImageMigrationReport = { scanned: 0, fixed: 0, failed: 0, playbooks: [] };
  const cache: ImageCache = new Map();
  for (let start = 0; start < slugs.length; start += MIGRATION_BATCH_SIZE) {
    const batch = slugs.slice(start, start + MIGRATION_BATCH_SIZE);
    const entries = await Promise.all(batch.map((slug) => migratePlaybook(env, slug, cache)));
    for (const entry of entries) {
      report.scanned += 1;
      if (!entry) continue;
      report.fixed += entry.fixed.length;
      report.failed += entry.failed.length;
      report.playbooks.push(entry);
    }
    await updateRepairProgress(env.db, runId, { processed: report.scanned, fixed: report.fixed });
  }
  await finishRepairRun(env.db, runId, { report });
}

async function migratePlaybook(
  env: MigrationEnvironment,
  slug: string,
  cache: ImageCache,
): Promise<ImageMigrationEntry | undefined> {
  const snapshot = await loadPlaybook(env.db, slug);
  if (!snapshot) return undefined;
  const { fetchable, failed } = await findImagesToFetch(env, snapshot);
  if (fetchable.size === 0 && failed.length === 0) return undefined;

  const outcomes = await processImages(
    [...new Set(fetchable.values())].map((src): ImageReference => ({ src, alt: "" })),
    { slug, uploads: [], storage: env.storage, download: env.download, cache },
  );
  for (const captured of outcomes.captured.filter((image) => image.status === "failed")) {
    env.logger.warn(
      { slug, url: captured.originalUrl, reason: captured.error },
      "image migration could not fetch an image",
    );
  }
  const placed = new Map(
    [...fetchable].flatMap(([src, fetchFrom]) => {
      const stored = outcomes.placed.get(fetchFrom);
      return stored ? [[src, stored] as const] : [];
    }),
  );
  for (const [src, fetchFrom] of fetchable) {
    if (placed.has(src)) continue;
    const error = outcomes.captured.find((image) => image.originalUrl === fetchFrom)?.error ?? "Unknown error";
    failed.push({ src, error });
  }
  if (placed.size > 0) {
    const parts = snapshot.input.parts.map((part) => ({
      ...part,
      html: part.html === null ? null : placeImages(part.html, placed, { keepUnplaced: true }),
    }));
    await saveRepairedParts(env.db, snapshot, parts, env.savedBy);
  }
  return { slug, title: snapshot.input.title, fixed: [...placed.keys()], failed };
}

/**
 * Every image that needs fixing, mapped to where to fetch it from; and those that cannot be
 * fixed, with the reason.
 */
async function findImagesToFetch(env: MigrationEnvironment, snapshot: PlaybookSnapshot) {
  const fetchable = new Map<string, string>();
  const failed: { src: string; error: string }[] = [];
  const recorded = recordedOrigins(snapshot);
  const sources = snapshot.input.parts.flatMap((part) =>
    collectImageReferences(part.html ?? "").map((image) => image.src),
  );
  for (const src of new Set(sources)) {
    const source = classifyImageSource(src, env.siteOrigin);
    if (source.kind === "external" || source.kind === "inline") {
      fetchable.set(src, source.kind === "external" ? source.url : src);
    } else if (source.kind === "stored" && !(await env.storage.get(source.key))) {
      const original = recorded.get(src);
      if (original) fetchable.set(src, original);
      else failed.push({ src, error: "The stored image is missing and its original address is unknown." });
    } else if (source.kind === "unreachable") {
      failed.push({ src, error: "Not a web address: the image cannot be found." });
    }
  }
  return { fetchable, failed };
}

/** Stored image address -> the web address it was captured from at import, where known. */
function recordedOrigins(snapshot: PlaybookSnapshot): Map<string, string> {
  const content = readImportedContent(snapshot.input.content);
  const origins = new Map<string, string>();
  for (const optimized of content.optimizedImages) {
    const captured = content.capturedImages.find(
      (image) =>
        image.status === "completed" && image.fileName === optimized.originalFile && /^https?:/.test(image.originalUrl),
    );
    if (captured) origins.set(optimized.optimizedUrl, captured.originalUrl);
  }
  return origins;
}
