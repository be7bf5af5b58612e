import { randomUUID } from "node:crypto";
import { type Kysely, type Selectable, type Transaction, sql } from "kysely";
import type { PlacedImage } from "../image-placement";
import { readJson, toJson } from "../json";
import type { Database, ImportImageStatus, ImportImagesTable } from "../schema";

type Queryable = Kysely<Database> | Transaction<Database>;

/** The job kind that fetches a file's web images (app/modules/importer/images-job.server.ts). */
export const IMPORT_IMAGES_JOB_KIND = "import-images";

export interface ImportImageView {
  id: string;
  fileId: string;
  playbookId: string | null;
  position: number;
  url: string;
  status: ImportImageStatus;
  error: string | null;
  fileSize: number;
}

/** Records a file's web images as waiting for the playbook they go into (the file's total already counts them). */
export async function addImportImages(
  db: Kysely<Database>,
  fileId: string,
  playbookId: string,
  urls: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  if (urls.length === 0) return;
  const timestamp = now.toISOString();
  await db
    .insertInto("import_images")
    .values(
      urls.map((url, index) => ({
        id: randomUUID(),
        file_id: fileId,
        playbook_id: playbookId,
        position: index + 1,
        url,
        status: "pending" as const,
        file_size: 0,
        updated_at: timestamp,
      })),
    )
    .execute();
}

function toView(row: Selectable<ImportImagesTable>): ImportImageView {
  return {
    id: row.id,
    fileId: row.file_id,
    playbookId: row.playbook_id,
    position: row.position,
    url: row.url,
    status: row.status,
    error: row.error,
    fileSize: row.file_size,
  };
}

export async function listImportImages(db: Kysely<Database>, fileIds: readonly string[]): Promise<ImportImageView[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .selectFrom("import_images")
    .selectAll()
    .where("file_id", "in", fileIds)
    .orderBy("file_id")
    .orderBy("position")
    .execute();
  return rows.map(toView);
}

export type ImageSettlement =
  { status: "completed"; fileSize: number; placed: PlacedImage } | { status: "failed"; error: string };

/**
 * Records how one image ended, once: its row (with the stored copy it became), its file's counts
 * and its batch's time (so a batch whose images are still arriving is not taken for stalled).
 * Inside the caller's transaction when given one, so the swap and its record land together.
 * False when it was settled already.
 */
export async function settleImportImage(
  db: Queryable,
  imageId: string,
  settlement: ImageSettlement,
  now: Date = new Date(),
): Promise<boolean> {
  const timestamp = now.toISOString();
  const settle = async (trx: Transaction<Database>) => {
    const image = await trx
      .updateTable("import_images")
      .set(
        settlement.status === "completed"
          ? { status: "completed", error: null, file_size: settlement.fileSize, placed: toJson(settlement.placed) }
          : { status: "failed", error: settlement.error, file_size: 0, placed: null },
      )
      .set({ updated_at: timestamp })
      .where("id", "=", imageId)
      .where("status", "=", "pending")
      .returning("file_id")
      .executeTakeFirst();
    if (!image) return false;
    const counter = settlement.status === "completed" ? "downloaded_images" : "failed_images";
    const file = await trx
      .updateTable("import_files")
      .set({ [counter]: sql`${sql.ref(counter)} + 1`, updated_at: timestamp })
      .where("id", "=", image.file_id)
      .returning("batch_id")
      .executeTakeFirst();
    if (file)
      await trx.updateTable("import_batches").set({ updated_at: timestamp }).where("id", "=", file.batch_id).execute();
    return true;
  };
  return db.isTransaction ? settle(db as Transaction<Database>) : db.transaction().execute(settle);
}

/** Images still on their way, for a file or a whole batch. */
export async function pendingImportImages(
  db: Kysely<Database>,
  where: { fileId: string } | { batchId: string },
): Promise<ImportImageView[]> {
  let query = db
    .selectFrom("import_images")
    .innerJoin("import_files", "import_files.id", "import_images.file_id")
    .selectAll("import_images")
    .where("import_images.status", "=", "pending");
  query =
    "fileId" in where
      ? query.where("import_images.file_id", "=", where.fileId)
      : query.where("import_files.batch_id", "=", where.batchId);
  const rows = await query.orderBy("import_images.position").execute();
  return rows.map(toView);
}

/** Fails every image of these files still waiting, with the reason (their job gave up, or nobody runs it). */
export async function failPendingImportImages(
  db: Kysely<Database>,
  fileIds: readonly string[],
  message: string,
): Promise<number> {
  if (fileIds.length === 0) return 0;
  const pending = await db
    .selectFrom("import_images")
    .select("id")
    .where("file_id", "in", fileIds)
    .where("status", "=", "pending")
    .execute();
  for (const image of pending) await settleImportImage(db, image.id, { status: "failed", error: message });
  return pending.length;
}

/**
 * Web images still waiting in a batch nobody has touched since `staleBefore` were abandoned by a
 * stopped server: each is failed with the message, so no screen waits for them forever.
 */
export async function closeStalledImportImages(
  db: Kysely<Database>,
  batchId: string,
  staleBefore: Date,
  message: string,
): Promise<number> {
  const batch = await db
    .selectFrom("import_batches")
    .select("id")
    .where("id", "=", batchId)
    .where("updated_at", "<", staleBefore.toISOString())
    .executeTakeFirst();
  if (!batch) return 0;
  const stalled = await pendingImportImages(db, { batchId });
  return failPendingImportImages(db, [...new Set(stalled.map((image) => image.fileId))], message);
}

/**
 * The stored copies of a playbook's web images that have arrived, by their web address: a save
 * whose text still has one of these addresses gets the stored copy instead (decision 25).
 */
export async function arrivedImagesOf(db: Queryable, playbookId: string): Promise<Map<string, PlacedImage>> {
  const rows = await db
    .selectFrom("import_images")
    .select(["url", "placed"])
    .where("playbook_id", "=", playbookId)
    .where("status", "=", "completed")
    .where("placed", "is not", null)
    .orderBy("updated_at")
    .execute();
  const arrived = new Map<string, PlacedImage>();
  for (const row of rows) {
    const placed = readJson<PlacedImage | null>(row.placed, null);
    if (placed?.src) arrived.set(row.url, placed);
  }
  return arrived;
}

/**
 * Puts a batch's failed web images back on their way ("Retry failed images"): each is waiting
 * again and no longer counted as failed. Returns the files whose images are to be fetched again.
 */
export async function retryFailedImportImages(db: Kysely<Database>, batchId: string, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const failed = await trx
      .selectFrom("import_images")
      .innerJoin("import_files", "import_files.id", "import_images.file_id")
      .select(["import_images.id", "import_images.file_id"])
      .where("import_files.batch_id", "=", batchId)
      .where("import_images.status", "=", "failed")
      .execute();
    if (failed.length === 0) return { images: 0, fileIds: [] as string[] };
    const timestamp = now.toISOString();
    await trx
      .updateTable("import_images")
      .set({ status: "pending", error: null, updated_at: timestamp })
      .where(
        "id",
        "in",
        failed.map((image) => image.id),
      )
      .execute();
    const fileIds = [...new Set(failed.map((image) => image.file_id))];
    for (const fileId of fileIds) {
      const count = failed.filter((image) => image.file_id === fileId).length;
      await trx
        .updateTable("import_files")
        .set({ failed_images: sql`failed_images - ${count}`, updated_at: timestamp })
        .where("id", "=", fileId)
        .execute();
    }
    await trx.updateTable("import_batches").set({ updated_at: timestamp }).where("id", "=", batchId).execute();
    return { images: failed.length, fileIds };
  });
}

/** Whether any of these files' image jobs is still queued or running: while one is, their images may yet arrive. */
export async function imageJobsUnderWay(db: Kysely<Database>, fileIds: readonly string[]): Promise<boolean> {
  if (fileIds.length === 0) return false;
  const row = await db
    .selectFrom("jobs")
    .select("id")
    .where("kind", "=", IMPORT_IMAGES_JOB_KIND)
    .where("key", "in", fileIds)
    .where("status", "in", ["pending", "running"])
    .executeTakeFirst();
  return row !== undefined;
}

/** Why these files' image jobs gave up, for the images they left waiting. */
export async function imageJobFailure(db: Kysely<Database>, fileIds: readonly string[]): Promise<string | undefined> {
  if (fileIds.length === 0) return undefined;
  const row = await db
    .selectFrom("jobs")
    .select("last_error")
    .where("kind", "=", IMPORT_IMAGES_JOB_KIND)
    .where("key", "in", fileIds)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return row?.last_error ?? undefined;
}
