import { UPLOAD_IMAGE_MAX_BYTES } from "~/modules/editor/image-limits";

/** Signed-in admin forms: a whole playbook edit is a few hundred kB. */
export const ADMIN_FORM_MAX_BYTES = 2 * 1024 * 1024;
/** Any other form on the site, the public tools' included: their fields are short answers. */
export const PUBLIC_FORM_MAX_BYTES = 32 * 1024;

/**
 * The largest body each address reads, first match wins: fitted to its form, so a public one
 * cannot be made to parse megabytes. The importer's upload has its own limit
 * (IMPORT_MAX_BATCH_BYTES) and never comes here.
 */
const LIMITS: readonly { path: RegExp; bytes: number }[] = [
  // An e-mail address and a few tracking fields.
  { path: /^\/api\/subscribe(\.data)?\/?$/, bytes: 16 * 1024 },
  // Signing in and out: a password or a code, and the page to return to.
  { path: /^\/admin((\/logout)?(\.data)?)?\/?$/, bytes: 8 * 1024 },
  // An image pasted or dropped into the editor, with room for the form around it.
  { path: /^\/admin\/playbooks\/[^/]+\/images\/?$/, bytes: UPLOAD_IMAGE_MAX_BYTES + 64 * 1024 },
  // A playbook's settings: a feature image and a share image, and the fields around them.
  { path: /^\/admin\/playbooks\/[^/]+\/settings(\.data)?\/?$/, bytes: 2 * UPLOAD_IMAGE_MAX_BYTES + 64 * 1024 },
  { path: /^\/admin[/.]/, bytes: ADMIN_FORM_MAX_BYTES },
];

export function bodyLimitFor(path: string): number {
  return LIMITS.find((limit) => limit.path.test(path))?.bytes ?? PUBLIC_FORM_MAX_BYTES;
}

/** "32 KB", "2 MB": for the refusal's message. */
export function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`;
}
