import { describe, expect, it } from "vitest";
import { PageCache, type CachedPage } from "./page-cache";

function page(text: string): CachedPage {
  return { status: 200, headers: [], bodies: { identity: { bytes: Buffer.from(text), etag: `"${text}"` } } };
}

describe("PageCache", () => {
  it("serves a page stored for the current content version", () => {
    const cache = new PageCache(1024);
    expect(cache.get("/a", 1)).toBeUndefined();
    cache.set("/a", 1, page("a"));
    expect(cache.get("/a", 1)?.bodies.identity.etag).toBe('"a"');
  });

  it("forgets every page the moment the content version moves on", () => {
    const cache = new PageCache(1024);
    cache.get("/a", 1);
    cache.set("/a", 1, page("a"));
    cache.set("/b", 1, page("b"));
    expect(cache.get("/a", 2)).toBeUndefined();
    expect(cache.get("/b", 2)).toBeUndefined();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it("drops a page rendered from content older than the version seen since", () => {
    const cache = new PageCache(1024);
    cache.get("/a", 1);
    // A render that started at version 1 finishes after a request saw version 2.
    cache.get("/b", 2);
    cache.set("/a", 1, page("stale"));
    expect(cache.get("/a", 2)).toBeUndefined();
  });

  it("evicts the least recently used pages past its byte budget, and keeps no page over a sixteenth of it", () => {
    const cache = new PageCache(160);
    cache.get("/", 1);
    for (let index = 1; index <= 16; index += 1) cache.set(`/${index}`, 1, page("x".repeat(10)));
    cache.get("/1", 1);
    cache.set("/17", 1, page("x".repeat(10)));
    expect(cache.size).toEqual({ pages: 16, bytes: 160 });
    expect(cache.get("/2", 1)).toBeUndefined();
    expect(cache.get("/1", 1)).toBeDefined();
    cache.set("/big", 1, page("x".repeat(11)));
    expect(cache.get("/big", 1)).toBeUndefined();
  });

  it("stores nothing when its budget is 0 (turned off)", () => {
    const cache = new PageCache(0);
    expect(cache.enabled).toBe(false);
    cache.get("/a", 1);
    cache.set("/a", 1, page("a"));
    expect(cache.get("/a", 1)).toBeUndefined();
  });
});
