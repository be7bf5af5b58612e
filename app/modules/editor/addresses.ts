/** `?copy=saved`: open the saved version even though unsaved working copies exist. */
export const SAVED_VERSION = "saved";

/** The focused editor page of a playbook, on a working copy when one is named. */
export function editorHref(slug: string, copyId?: string | null): string {
  const href = `/admin/playbooks/${slug}/edit`;
  return copyId ? `${href}?copy=${encodeURIComponent(copyId)}` : href;
}

/** Where the owner's preview of a playbook (or of one of its working copies) lives, and the way back. */
export function ownerPreviewAddresses(slug: string, copyId?: string | null) {
  const copy = copyId ? `copy=${encodeURIComponent(copyId)}` : "";
  return {
    base: `/admin/playbooks/${slug}/preview`,
    search: copy ? `?${copy}` : "",
    editor: editorHref(slug, copyId),
  };
}
