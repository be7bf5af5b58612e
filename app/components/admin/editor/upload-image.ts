import { UPLOAD_IMAGE_TYPES, uploadProblem, type UploadedImage } from "~/modules/editor/image-limits";

export type UploadResult = { ok: true; image: UploadedImage } | { ok: false; error: string };

/** The image files among what was pasted or dropped. */
export function imageFiles(data: DataTransfer | null): File[] {
  return [...(data?.files ?? [])].filter((file) => file.type.startsWith("image/"));
}

/** Sends an image to the playbook's upload address; the type and size are checked before anything is sent. */
export async function uploadImage(slug: string, file: File): Promise<UploadResult> {
  const problem = uploadProblem(file);
  if (problem) return { ok: false, error: problem.message };
  const body = new FormData();
  body.set("image", file);
  try {
    const response = await fetch(`/admin/playbooks/${encodeURIComponent(slug)}/images`, { method: "POST", body });
    const answer = (await response.json().catch(() => ({}))) as Partial<UploadedImage> & { error?: string };
    if (response.ok && answer.src) return { ok: true, image: answer as UploadedImage };
    return {
      ok: false,
      error: answer.error ?? `"${file.name}" could not be uploaded (the server answered ${response.status}).`,
    };
  } catch {
    return { ok: false, error: `"${file.name}" could not be uploaded: the server could not be reached.` };
  }
}

/** Opens the system's file picker for images (several at once for a gallery). */
export function pickImageFiles(multiple: boolean, take: (files: File[]) => void): void {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = Object.keys(UPLOAD_IMAGE_TYPES).join(",");
  input.multiple = multiple;
  input.addEventListener("change", () => take([...(input.files ?? [])]));
  input.click();
}
