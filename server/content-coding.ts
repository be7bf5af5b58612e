import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { CachedPage, ContentCoding } from "./cache/page-cache";

export const ALL_CODINGS: readonly ContentCoding[] = ["identity", "br", "gzip"];

/** The coding to answer with: brotli, then gzip, if the client accepts them (q=0 refuses). */
export function preferredCoding(acceptEncoding: string | null | undefined): ContentCoding {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

const COMPRESS: Record<Exclude<ContentCoding, "identity">, (bytes: Buffer) => Buffer> = {
  // Quality 5 compresses a 60 kB page in about a millisecond, most of the way to quality 11.
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (bytes) => gzipSync(bytes),
};

/**
 * The page in the given codings, each with a strong ETag of its own bytes (a compressed copy
 * is another representation, so it cannot share the plain one's validator).
 */
export function encodeBody(bytes: Buffer, codings: readonly ContentCoding[]): CachedPage["bodies"] {
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 27);
  const bodies: CachedPage["bodies"] = { identity: { bytes, etag: `"${hash}"` } };
  for (const coding of codings) {
    if (coding !== "identity") bodies[coding] = { bytes: COMPRESS[coding](bytes), etag: `"${hash}-${coding}"` };
  }
  return bodies;
}
