import { useState } from "react";
import type { UploadedImage } from "~/modules/editor/image-limits";
import { uploadImage } from "./upload-image";

export interface UploadNote {
  message: string;
  failed: boolean;
}

/** Image uploads of the part editor and what it says about them (the last four, in a live region). */
export function useUploads(slug: string) {
  const [notes, setNotes] = useState<UploadNote[]>([]);
  const report = (message: string, failed = false) =>
    setNotes((current) => [...current.slice(-3), { message, failed }]);

  /** Uploads each file; the ones that arrive, in order. Each outcome is reported as it comes. */
  async function uploadAll(files: readonly File[]): Promise<UploadedImage[]> {
    const uploaded: UploadedImage[] = [];
    for (const file of files) {
      report(`Uploading "${file.name}"…`);
      const result = await uploadImage(slug, file);
      if (result.ok) uploaded.push(result.image);
      else report(result.error, true);
    }
    return uploaded;
  }

  return { notes, report, uploadAll };
}
