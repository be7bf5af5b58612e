/** The images the editor takes (sharp reads them all; SVG is refused, it can carry script). */
export const UPLOAD_IMAGE_TYPES: Record<string, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
  "image/gif": "GIF",
  "image/avif": "AVIF",
};
export const UPLOAD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The reader's column is 48rem wide at most: the browser picks the variant for that. */
export const IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";

/** What the editor inserts after an upload: the largest variant as src, every width in srcset. */
export interface UploadedImage {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Why an image cannot be uploaded, in words the owner can act on; undefined when it can. Checked
 * in the browser before sending and again on the server.
 */
export function uploadProblem(file: {
  name: string;
  type: string;
  size: number;
}): { status: 400 | 413 | 415; message: string } | undefined {
  if (!(file.type in UPLOAD_IMAGE_TYPES)) {
    const kinds = Object.values(UPLOAD_IMAGE_TYPES);
    const message = `"${file.name}" is not an image the editor can use. Use ${kinds.slice(0, -1).join(", ")} or ${kinds.at(-1)}.`;
    return { status: 415, message };
  }
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) {
    const message = `"${file.name}" is ${megabytes(file.size)}; images can be at most ${megabytes(UPLOAD_IMAGE_MAX_BYTES)}. Export it smaller and try again.`;
    return { status: 413, message };
  }
  if (file.size === 0) return { status: 400, message: `"${file.name}" is empty.` };
  return undefined;
}
