import { randomUUID } from "node:crypto";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, ImportImageStatus, ImportImagesTable } from "../schema";

export interface ImportImageView {
  id: string;
  fileId: string;
  position: number;
  url: string;
  status: ImportImageStatus;
  error: string | null;
  fileSize: number;
}

/** Records a file's web images as waiting (the file's total already counts them). */
export async function addImportImages(
  db: Kysely<Database>,
  fileId: string,
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

export interface ImageSettlement {
  status: Exclude<ImportImageStatus, "pending">;
  error?: string;
  fileSize?: number;
}

/**
 * Records how one image ended, once: its row, its file's counts and its batch's time (so a
 * batch whose images are still arriving is not taken for stalled). False when it was settled already.
 */
export async function settleImportImage(
  db: Kysely<Database>,
  imageId: string,
  settlement: ImageSettlement,
  now: Date = new Date(),
): Promise<boolean> {
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const image = await trx
      .updateTable("import_images")
      .set({
        status: settlement.status,
        error: settlement.error ?? null,
        file_size: settlement.fileSize ?? 0,
        updated_at: timestamp,
      })
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
  });
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
  for (const image of stalled) await settleImportImage(db, image.id, { status: "failed", error: message });
  return stalled.length;
}
