import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { IncomingFile } from "~/modules/importer/queue.server";
import { parsePlaybookHtml } from "~/modules/importer/parse";
import { decodeHtmlSource } from "~/modules/importer/source";
import { benchImages, benchPage } from "../../bench/import-pages";

export interface ImportPage extends IncomingFile {
  /** What the importer makes of the page: the playbook it must store, whole. */
  slug: string;
  parts: number;
}

const DISTINCT_IMAGES = 6;

/** `count` export-shaped pages of about 50 KB with three images each (bench:import's pages), and their images. */
export async function importPages(count: number): Promise<{ pages: ImportPage[]; images: IncomingFile[] }> {
  const pages = Array.from({ length: count }, (_, index) => {
    const page = benchPage(index, DISTINCT_IMAGES);
    const parsed = parsePlaybookHtml(decodeHtmlSource(page.bytes, Infinity), page.name);
    return { ...page, slug: parsed.slug, parts: parsed.parts.length };
  });
  return { pages, images: await benchImages(DISTINCT_IMAGES) };
}

/** Uploads through the admin's batch import form, as the browser posts it; resolves to the batch id. */
export async function postAdminImport(
  origin: string,
  cookie: string,
  pages: readonly IncomingFile[],
  images: readonly IncomingFile[],
): Promise<string> {
  const upload = new FormData();
  for (const page of pages)
    upload.append("htmlFiles", new File([Buffer.from(page.bytes)], page.name, { type: "text/html" }));
  for (const image of images)
    upload.append("images", new File([Buffer.from(image.bytes)], image.name, { type: "image/png" }));
  const response = await fetch(`${origin}/admin/import?index`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, Cookie: cookie },
    body: upload,
  });
  const location = response.headers.get("Location");
  if (response.status !== 302 || !location) throw new Error(`the import was refused with ${response.status}`);
  return new URL(location, origin).searchParams.get("batch")!;
}

/** A batch's status and its files' by file name, as the progress screen reads them. */
export async function importFileStatuses(
  db: Kysely<Database>,
  batchId: string,
): Promise<{ batch: string; files: Map<string, { status: string; error: string | null }> }> {
  const batch = await db
    .selectFrom("import_batches")
    .select("status")
    .where("id", "=", batchId)
    .executeTakeFirstOrThrow();
  const files = await db
    .selectFrom("import_files")
    .select(["file_name", "status", "error"])
    .where("batch_id", "=", batchId)
    .execute();
  return {
    batch: batch.status,
    files: new Map(files.map((file) => [file.file_name, { status: file.status, error: file.error }])),
  };
}
