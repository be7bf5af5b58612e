export type ContentCoding = "br" | "gzip" | "identity";

export interface EncodedBody {
  bytes: Buffer;
  /** A strong validator of exactly these bytes, quoted as the ETag header wants it. */
  etag: string;
}

/** A rendered response, kept whole: what the server sends again for the same URL. */
export interface CachedPage {
  status: number;
  /** Response headers as rendered (Content-Type, the render's Content-Security-Policy, …). */
  headers: [string, string][];
  /** The body per content coding: a stored page has them all, compressed once rather than per request. */
  bodies: { identity: EncodedBody } & Partial<Record<ContentCoding, EncodedBody>>;
}

function sizeOf(page: CachedPage): number {
  return Object.values(page.bodies).reduce((total, body) => total + (body?.bytes.length ?? 0), 0);
}

/**
 * Rendered public pages in memory, keyed by URL, least recently used first out once they
 * pass `maxBytes`. Every entry belongs to one content version: the first lookup that sees a
 * newer version empties the cache, so no page outlives the content it was rendered from.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  private version: number | undefined;

  constructor(private readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  get(key: string, version: number): CachedPage | undefined {
    if (version !== this.version) {
      this.clear();
      this.version = version;
      return undefined;
    }
    const page = this.entries.get(key);
    if (page) {
      // Map keeps insertion order: moving the entry to the end marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, page);
    }
    return page;
  }

  /** Stores a page rendered from `version`; one rendered from older content is dropped. */
  set(key: string, version: number, page: CachedPage): void {
    // A page larger than a sixteenth of the budget would push out too many others.
    if (version !== this.version || sizeOf(page) > this.maxBytes / 16) return;
    this.delete(key);
    this.entries.set(key, page);
    this.bytes += sizeOf(page);
    for (const [oldest, evicted] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(evicted);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const existing = this.entries.get(key);
    if (!existing) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(existing);
  }
}
