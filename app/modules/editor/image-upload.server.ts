import { ImageError } from "~/modules/images/errors";
import { optimizeImage } from "~/modules/images/optimize.server";
import { storeImageSet } from "~/modules/images/store.server";
import type { MediaStorage } from "~/modules/storage/storage.server";
import { IMAGE_SIZES, uploadProblem, type UploadedImage } from "./image-limits";

export type UploadOutcome =
  { ok: true; image: UploadedImage } | { ok: false; status: 400 | 413 | 415 | 422; error: string };

/**
 * An image pasted or dropped into the editor: checked, re-encoded by sharp into width variants
 * (480, 960, 1600 px, never enlarged) and stored through the storage interface in the
 * playbook's folder.
 */
export async function uploadEditorImage(storage: MediaStorage, slug: string, file: unknown): Promise<UploadOutcome> {
  if (!(file instanceof File)) return { ok: false, status: 400, error: "Choose an image to upload." };
  const problem = uploadProblem(file);
  if (problem) return { ok: false, status: problem.status, error: problem.message };
  try {
    const optimized = await optimizeImage(Buffer.from(await file.arrayBuffer()));
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
