import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, ImportBatchesTable, ImportFileStatus } from "../schema";

export interface ImportFileView {
  id: string;
  position: number;
  fileName: string;
  fileSize: number;
  status: ImportFileStatus;
  error: string | null;
  playbookSlug: string | null;
  totalImages: number;
  downloadedImages: number;
  failedImages: number;
}

export interface ImportBatchView {
  id: string;
  source: ImportBatchesTable["source"];
  status: ImportBatchesTable["status"];
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  files: ImportFileView[];
}

export interface NewImportFile {
  fileName: string;
  fileSize: number;
  /** A file refused before processing (too large, wrong type) starts as an error. */
  error?: string;
}

/** Records a batch and its files, all pending (or already failed), in one transaction. */
export async function createImportBatch(
  db: Kysely<Database>,
  source: ImportBatchesTable["source"],
  files: readonly NewImportFile[],
  now: Date = new Date(),
): Promise<{ batchId: string; fileIds: string[] }> {
  const timestamp = now.toISOString();
  const batchId = randomUUID();
  const fileIds = files.map(() => randomUUID());
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("import_batches")
      .values({
        id: batchId,
        source,
        status: "processing",
        total_files: files.length,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .execute();
    if (files.length === 0) return;
    await trx
      .insertInto("import_files")
      .values(
        files.map((file, index) => ({
          id: fileIds[index]!,
          batch_id: batchId,
          position: index + 1,
          file_name: file.fileName,
          file_size: file.fileSize,
          status: file.error ? ("error" as const) : ("pending" as const),
          error: file.error ?? null,
          total_images: 0,
          downloaded_images: 0,
          failed_images: 0,
          updated_at: timestamp,
        })),
      )
      .execute();
  });
  return { batchId, fileIds };
}

export type ImportFileUpdate = Partial<{
  status: ImportFileStatus;
  error: string | null;
  playbookSlug: string;
  totalImages: number;
  downloadedImages: number;
  failedImages: number;
}>;

/** Moves one file on (and touches its batch, which is how a stalled batch is recognised). */
export async function updateImportFile(
  db: Kysely<Database>,
  batchId: string,
  fileId: string,
  update: ImportFileUpdate,
  now: Date = new Date(),
): Promise<void> {
  const timestamp = now.toISOString();
  await db
    .updateTable("import_files")
    .set({
      ...(update.status !== undefined && { status: update.status }),
      ...(update.error !== undefined && { error: update.error }),
      ...(update.playbookSlug !== undefined && { playbook_slug: update.playbookSlug }),
      ...(update.totalImages !== undefined && { total_images: update.totalImages }),
      ...(update.downloadedImages !== undefined && { downloaded_images: update.downloadedImages }),
      ...(update.failedImages !== undefined && { failed_images: update.failedImages }),
      updated_at: timestamp,
    })
    .where("id", "=", fileId)
    .where("batch_id", "=", batchId)
    .execute();
  await db.updateTable("import_batches").set({ updated_at: timestamp }).where("id", "=", batchId).execute();
}

export async function finishImportBatch(db: Kysely<Database>, batchId: string, now: Date = new Date()): Promise<void> {
  const timestamp = now.toISOString();
  await db
    .updateTable("import_batches")
    .set({ status: "completed", updated_at: timestamp, finished_at: timestamp })
    .where("id", "=", batchId)
    .execute();
}

export async function findImportBatch(db: Kysely<Database>, batchId: string): Promise<ImportBatchView | undefined> {
  const batch = await db.selectFrom("import_batches").selectAll().where("id", "=", batchId).executeTakeFirst();
  if (!batch) return undefined;
  const files = await db
    .selectFrom("import_files")
    .selectAll()
    .where("batch_id", "=", batchId)
    .orderBy("position")
    .execute();
  return {
    id: batch.id,
    source: batch.source,
    status: batch.status,
    createdAt: batch.created_at,
    updatedAt: batch.updated_at,
    finishedAt: batch.finished_at,
    files: files.map((file) => ({
      id: file.id,
      position: file.position,
      fileName: file.file_name,
      fileSize: file.file_size,
      status: file.status,
      error: file.error,
      playbookSlug: file.playbook_slug,
      totalImages: file.total_images,
      downloadedImages: file.downloaded_images,
      failedImages: file.failed_images,
    })),
  };
}

export async function latestImportBatchId(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom("import_batches")
    .select("id")
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * A batch still marked processing whose files have not moved since `staleBefore` was abandoned
 * (the server stopped mid-batch): its unfinished files get an error saying so, and it is closed.
 */
export async function closeStalledImportBatch(
  db: Kysely<Database>,
  batchId: string,
  staleBefore: Date,
  message: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const stalled = await trx
      .selectFrom("import_batches")
      .select("id")
      .where("id", "=", batchId)
      .where("status", "=", "processing")
      .where("updated_at", "<", staleBefore.toISOString())
      .executeTakeFirst();
    if (!stalled) return false;
    const timestamp = now.toISOString();
    await trx
      .updateTable("import_files")
      .set({ status: "error", error: message, updated_at: timestamp })
      .where("batch_id", "=", batchId)
      .where("status", "in", ["pending", "processing"])
      .execute();
    await trx
      .updateTable("import_batches")
      .set({ status: "completed", updated_at: timestamp, finished_at: timestamp })
      .where("id", "=", batchId)
      .execute();
    return true;
  });
}
