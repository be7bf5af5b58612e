import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Where uploaded and imported media live. Keys are relative paths such as
 * "playbooks/ai-fundamentals/diagram-3f2a9c1b.svg"; they carry a content hash, so the
 * files they name never change and can be cached forever.
 */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  /** The path the site serves the object at. */
  publicPath(key: string): string;
}

export const MEDIA_ROUTE_PREFIX = "/media/";

const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

/** Rejects keys that could escape the storage root ("..", absolute paths, backslashes, NUL). */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 300 || key.includes("\\") || key.includes("\0")) return false;
  return key.split("/").every((segment) => /^[\w.-]+$/.test(segment) && segment !== "." && segment !== "..");
}

const NOT_AN_OBJECT = new Set(["ENOENT", "EISDIR", "ENOTDIR"]);

export class FileSystemStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const file = this.resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file; a random name keeps two writes
    // of the same key (two imports of one image) from sharing a temporary file.
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    } catch (error) {
      // A write that fails (a full disk, a folder in the object's place) leaves no half file behind.
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    if (!isSafeKey(key)) return undefined;
    try {
      return { body: await fs.readFile(this.resolve(key)), contentType: contentTypeFor(key) };
    } catch (error) {
      // No such file, or the key names a folder ("playbooks") or passes through a file: not an object.
      if (NOT_AN_OBJECT.has((error as NodeJS.ErrnoException).code ?? "")) return undefined;
      throw error;
    }
  }

  publicPath(key: string): string {
    return `${MEDIA_ROUTE_PREFIX}${key}`;
  }

  private resolve(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
    return path.join(this.root, ...key.split("/"));
  }
}
