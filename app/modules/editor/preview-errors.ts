/** Why a preview cannot be shown, as its error screen says it (thrown by the preview loaders). */
export interface PreviewError {
  preview: "missing" | "expired" | "revoked";
}

export function isPreviewError(value: unknown): value is PreviewError {
  return typeof value === "object" && value !== null && "preview" in value;
}
