import type { Kysely } from "kysely";
import { findImportBatch } from "~/db/queries/import-batches.server";
import { listImportImages } from "~/db/queries/import-images.server";
import { playbookIdsBySlug } from "~/db/queries/publication.server";
import type { Database } from "~/db/schema";
import { batchPlaybookSlugs } from "~/modules/importer/batch-playbooks.server";

/**
 * What `npm run import` says once every playbook is stored and every web image has an outcome:
 * each playbook's title, address and status; each file that failed and why; each image that
 * could not be fetched and why, under its playbook.
 */
export async function importReport(db: Kysely<Database>, batchId: string, siteUrl: string) {
  const batch = (await findImportBatch(db, batchId))!;
  const playbooks = await playbookIdsBySlug(db, batchPlaybookSlugs(batch));
  const images = await listImportImages(
    db,
    batch.files.map((file) => file.id),
  );
  const origin = siteUrl.replace(/\/+$/, "");
  const stored = playbooks.map((playbook) => {
    const failed = images.filter((image) => image.playbookId === playbook.id && image.status === "failed");
    return [
      `  ✓ ${playbook.title}`,
      `    ${origin}/catalog/${playbook.slug} (${playbook.status})`,
      ...failed.map((image) => `    ✗ image ${image.url}: ${image.error ?? "Unknown error"}`),
    ].join("\n");
  });
  const failedFiles = batch.files.filter((file) => file.status === "error");
  return {
    stored,
    failedFiles: failedFiles.map((file) => `  ✗ ${file.fileName}: ${file.error ?? "Unknown error"}`),
    files: batch.files.length,
    failedImages: images.filter((image) => image.status === "failed").length,
    arrivedImages: images.filter((image) => image.status === "completed").length,
  };
}
