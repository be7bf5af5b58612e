import type { Kysely } from "kysely";
import { findPlaybookIdBySlug } from "~/db/queries/playbooks.server";
import type { Database } from "~/db/schema";
import { ImageError } from "~/modules/images/errors";
import { readImageContent } from "~/modules/images/image-type.server";
import { optimizeImage } from "~/modules/images/optimize.server";
import { storeImageSet } from "~/modules/images/store.server";
import type { MediaStorage } from "~/modules/storage/storage.server";
import { IMAGE_SIZES, UPLOAD_IMAGE_MAX_BYTES, uploadProblem, type UploadedImage } from "./image-limits";

export type UploadOutcome =
  { ok: true; image: UploadedImage } | { ok: false; status: 400 | 404 | 413 | 415 | 422; error: string };

export type UploadedBytes =
  { ok: true; bytes: Buffer; type: string } | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * An uploaded image's bytes, once they are shown to be one the site takes: checked by size, then
 * by what the bytes are (the declared type is the browser's guess, or the sender's lie). Every
 * upload of an image for a playbook (the editor's, the settings page's share image) reads its
 * file through this.
 */
export async function readUploadedImage(file: File): Promise<UploadedBytes> {
  // An empty or oversized file is refused by its size alone, its bytes unread.
  const readable = file.size > 0 && file.size <= UPLOAD_IMAGE_MAX_BYTES;
  const bytes = readable ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
  const content = readable ? await readImageContent(bytes) : undefined;
  if (content?.kind === "svg")
    return {
      ok: false,
      status: 415,
      error: `"${file.name}" is an SVG drawing, which can carry scripts, so the editor does not take it. Export it as PNG.`,
    };
  // The type the bytes show, not the one declared.
  const type = content ? (content.kind === "raster" ? content.type : "") : file.type;
  const problem = uploadProblem({ name: file.name, size: file.size, type });
  if (problem) return { ok: false, status: problem.status, error: problem.message };
  return { ok: true, bytes, type };
}

/**
 * An image pasted or dropped into the editor: for a playbook that exists (nothing is stored for
 * any other address), read by readUploadedImage, re-encoded by sharp into width variants (480,
 * 960, 1600 px, never enlarged) and stored through the storage interface in the playbook's folder.
 */
export async function uploadEditorImage(
  { db, storage }: { db: Kysely<Database>; storage: MediaStorage },
  slug: string,
  file: unknown,
): Promise<UploadOutcome> {
  if (!(file instanceof File)) return { ok: false, status: 400, error: "Choose an image to upload." };
  if (!(await findPlaybookIdBySlug(db, slug)))
    return { ok: false, status: 404, error: `There is no playbook at "${slug}" to add images to. Save it first.` };
  const upload = await readUploadedImage(file);
  if (!upload.ok) return upload;
  try {
    const optimized = await optimizeImage(upload.bytes);
    const stored = await storeImageSet(storage, slug, file.name, optimized);
    return {
      ok: true,
      image: { src: stored.src, srcset: stored.srcset, sizes: IMAGE_SIZES, width: stored.width, height: stored.height },
    };
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    return { ok: false, status: 422, error: `"${file.name}" could not be used: ${error.message}.` };
  }
}
