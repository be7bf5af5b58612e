/** A lead's private link to the workshop resources pack; the token is the permission. */
export function packPath(token: string): string {
  return `/resources/${token}`;
}

export function packItemPath(token: string, slug: string): string {
  return `${packPath(token)}/${slug}`;
}
