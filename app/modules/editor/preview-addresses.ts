import type { PartContent, PartListing } from "~/db/queries/reader.server";

/** Where the owner's preview of a playbook (or of one of its working copies) lives, and the way back. */
export function ownerPreviewAddresses(slug: string, copyId?: string | null) {
  const copy = copyId ? `copy=${encodeURIComponent(copyId)}` : "";
  return {
    base: `/admin/playbooks/${slug}/preview`,
    search: copy ? `?${copy}` : "",
    editor: `/admin/playbooks?edit=${encodeURIComponent(slug)}${copy ? `&${copy}` : ""}`,
  };
}

/** A part without its body, as the overview lists it (a preview's page carries no more than it shows). */
export function partListing({ html: _html, headings: _headings, ...listing }: PartContent): PartListing {
  return listing;
}
