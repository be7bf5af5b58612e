import { isSafeKey } from "./storage.server";

/** Where an S3-compatible bucket is and how to sign for it, parsed from STORAGE_URL. */
export interface S3Location {
  /** "https://host[:port]" ("http://" only with the s3+http scheme). */
  endpoint: string;
  bucket: string;
  /** "" or a folder inside the bucket ending in "/", e.g. "site-a/". */
  prefix: string;
  region: string;
  /** "path": endpoint/bucket/key (MinIO, R2, B2); "virtual": bucket.endpoint/key (AWS's default). */
  style: "path" | "virtual";
  accessKeyId: string;
  secretAccessKey: string;
}

export const STORAGE_URL_FORMAT =
  "s3://ACCESS_KEY_ID:SECRET_ACCESS_KEY@host[:port]/bucket[/prefix][?region=…&style=path|virtual]";

const SCHEMES: Record<string, "https:" | "http:"> = { "s3:": "https:", "s3+http:": "http:" };
// S3's own rule, which every compatible store accepts.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,40}$/;
const KNOWN_OPTIONS = new Set(["region", "style"]);

export type StorageUrlResult = { ok: true; location: S3Location } | { ok: false; problem: string };

/**
 * Reads STORAGE_URL. Problems are described without repeating the value: it holds the secret
 * key, and configuration errors end up in logs.
 */
export function parseStorageUrl(value: string): StorageUrlResult {
  const fail = (problem: string): StorageUrlResult => ({
    ok: false,
    problem: `${problem}, as in ${STORAGE_URL_FORMAT}`,
  });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail("is not a URL (percent-encode any / or @ in the keys)");
  }
  const protocol = SCHEMES[url.protocol];
  if (!protocol) return fail("must start with s3:// (or s3+http:// for a local store without TLS)");
  if (!url.hostname) return fail("needs the store's host name");
  const accessKeyId = percentDecoded(url.username);
  const secretAccessKey = percentDecoded(url.password);
  if (!accessKeyId || !secretAccessKey)
    return fail("needs the access key id and secret, percent-encoded, before the host");

  const [bucket = "", ...folders] = url.pathname.split("/").slice(1);
  if (!BUCKET_NAME.test(bucket)) return fail("needs a bucket name (3-63 lower-case letters, digits, dots, dashes)");
  const prefix = folders.filter(Boolean).join("/");
  if (prefix && !isSafeKey(prefix)) return fail("has a prefix that is not a plain folder path");

  const unknown = [...url.searchParams.keys()].filter((name) => !KNOWN_OPTIONS.has(name));
  if (unknown.length > 0) return fail(`has unknown options (${unknown.join(", ")}); known: region, style`);
  const region = url.searchParams.get("region") ?? "us-east-1";
  if (!REGION.test(region)) return fail("has an invalid region (e.g. us-east-1, or auto for Cloudflare R2)");
  const style = url.searchParams.get("style") ?? "path";
  if (style !== "path" && style !== "virtual") return fail("has style other than path or virtual");

  return {
    ok: true,
    location: {
      endpoint: `${protocol}//${url.host}`,
      bucket,
      prefix: prefix ? `${prefix}/` : "",
      region,
      style,
      accessKeyId,
      secretAccessKey,
    },
  };
}

function percentDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
