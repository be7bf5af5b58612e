import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { S3Location } from "./storage-url.server";
import { contentTypeFor, isSafeKey, MEDIA_ROUTE_PREFIX, type MediaStorage, type StoredObject } from "./storage.server";

const REQUEST_TIMEOUT_MS = 15_000;
/** aws4fetch retries 5xx and 429 answers with backoff; two retries ride out a store's hiccup. */
const RETRIES = 2;

/** A store that refused, failed or could not be reached. The message never holds the secret. */
export class StorageError extends Error {
  override name = "StorageError";
}

/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2…), each request
 * signed with AWS Signature V4. The site still serves the objects at /media/*, so pages keep
 * one origin and the CDN in front of it caches them.
 */
export class S3Storage implements MediaStorage {
  private readonly client: AwsClient;

  constructor(private readonly location: S3Location) {
    this.client = new AwsClient({
      accessKeyId: location.accessKeyId,
      secretAccessKey: location.secretAccessKey,
      service: "s3",
      region: location.region,
      retries: RETRIES,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
    const response = await this.send("PUT", key, body, {
      "Content-Type": contentType,
      // Keys carry a content hash: what one names never changes.
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    const answer = await response.text();
    if (!response.ok) throw refusal("PUT", key, response.status, answer);
  }

  async get(key: string): Promise<StoredObject | undefined> {
    if (!isSafeKey(key)) return undefined;
    const response = await this.send("GET", key);
    if (!response.ok) {
      const answer = await response.text();
      // A missing bucket is a configuration mistake, not a missing image.
      if (response.status === 404 && errorCode(answer) !== "NoSuchBucket") return undefined;
      throw refusal("GET", key, response.status, answer);
    }
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get("Content-Type") ?? contentTypeFor(key),
    };
  }

  publicPath(key: string): string {
    return `${MEDIA_ROUTE_PREFIX}${key}`;
  }

  private async send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    const payload = body ?? Buffer.alloc(0);
    try {
      return await this.client.fetch(this.objectUrl(key), {
        method,
        body: body && new Uint8Array(body),
        // Signing the payload's hash lets the store reject a body damaged in transit.
        headers: { ...headers, "X-Amz-Content-Sha256": createHash("sha256").update(payload).digest("hex") },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === "TimeoutError" ? "did not answer in time" : unreachable(error);
      throw new StorageError(`Media storage at ${new URL(this.location.endpoint).host} ${reason} (${method} ${key})`, {
        cause: error,
      });
    }
  }

  private objectUrl(key: string): string {
    const { endpoint, bucket, prefix, style } = this.location;
    const base = style === "path" ? `${endpoint}/${bucket}` : endpoint.replace("//", `//${bucket}.`);
    return `${base}/${prefix}${key}`;
  }
}

function refusal(method: string, key: string, status: number, answer: string): StorageError {
  const code = errorCode(answer);
  return new StorageError(`Media storage answered ${status}${code ? ` ${code}` : ""} to ${method} ${key}`);
}

/** S3 errors are XML with a machine-readable <Code> (AccessDenied, NoSuchBucket…). */
function errorCode(answer: string): string | undefined {
  return /<Code>([\w.-]{1,64})<\/Code>/.exec(answer)?.[1];
}

function unreachable(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as NodeJS.ErrnoException | undefined) : undefined;
  return `could not be reached${cause?.code ? `: ${cause.code}` : ""}`;
}
