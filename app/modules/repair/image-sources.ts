import { MEDIA_ROUTE_PREFIX } from "~/modules/storage/storage.server";

/** Where an <img> in stored content points. */
export type ImageSource =
  { kind: "stored"; key: string } | { kind: "external"; url: string } | { kind: "inline" } | { kind: "unreachable" };

/**
 * Classifies an image for the migration: our own media (by path or by our full address),
 * another site's image, inline data, or a relative path that leads nowhere on this site.
 */
export function classifyImageSource(src: string, siteOrigin: string): ImageSource {
  if (src.startsWith("data:")) return { kind: "inline" };
  let url: URL;
  try {
    url = new URL(src, `${siteOrigin}/`);
  } catch {
    return { kind: "unreachable" };
  }
  const ours = url.origin === new URL(siteOrigin).origin;
  if (ours && url.pathname.startsWith(MEDIA_ROUTE_PREFIX))
    return { kind: "stored", key: decodeURIComponent(url.pathname.slice(MEDIA_ROUTE_PREFIX.length)) };
  if (!ours && /^(https?:)?\/\//i.test(src)) return { kind: "external", url: url.toString() };
  return { kind: "unreachable" };
}
