/** `?copy=saved`: open the saved version even though unsaved working copies exist. */
export const SAVED_VERSION = "saved";

/**
 * Sent with every save the open editor makes (it stays where it is and follows a new address
 * itself); a form posted before scripts loaded lacks it, and its page is sent on to the address.
 */
export const IN_PLACE_FIELD = "inPlace";

/** What a save that changed the slug tells the owner. */
export const movedText = (slug: string) =>
  `The playbook's address is now /catalog/${slug}; the old one redirects there.`;

/** `?saved=…` on the editor's address: a save made before scripts loaded, and whether it moved the playbook. */
const SAVED_PARAM = "saved";

/** Where a save made before scripts loaded sends the page: the playbook's (new) address, with its notice. */
export function editorHrefAfterSave(slug: string, moved: boolean): string {
  return `${editorHref(slug)}?${SAVED_PARAM}=${moved ? "moved" : "yes"}`;
}

/** The notice for the editor's address: undefined when no save sent the page here. */
export function savedNoticeOf(url: URL, slug: string): string | undefined {
  const saved = url.searchParams.get(SAVED_PARAM);
  if (saved === "moved") return `Saved. ${movedText(slug)}`;
  return saved === "yes" ? "Saved." : undefined;
}

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
