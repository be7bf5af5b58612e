import { describe, expect, it } from "vitest";
import { createViewIds, VIEW_ID_LIFETIME_MS } from "./view-ids.server";

const ADDRESS = "203.0.113.7";

function clock(start = Date.parse("2026-03-01T10:00:00Z")) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe("page view ids", () => {
  it("are accepted from the address they were issued to, by any instance sharing the secret", () => {
    const time = clock();
    const issuer = createViewIds("a shared server secret of enough length", time.now);
    const other = createViewIds("a shared server secret of enough length", time.now);
    const id = issuer.issue(ADDRESS);
    expect(id).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(other.verify(id, ADDRESS)).toBe(true);
    expect(issuer.issue(ADDRESS)).not.toBe(id);
  });

  it("are refused from another address, under another secret, altered, or missing", () => {
    const time = clock();
    const views = createViewIds("secret one, long enough to sign", time.now);
    const id = views.issue(ADDRESS);
    expect(views.verify(id, "203.0.113.8")).toBe(false);
    expect(createViewIds("secret two, long enough to sign", time.now).verify(id, ADDRESS)).toBe(false);
    const altered = `${id.slice(0, 5)}${id[5] === "A" ? "B" : "A"}${id.slice(6)}`;
    expect(views.verify(altered, ADDRESS)).toBe(false);
    for (const junk of [undefined, null, "", "x".repeat(27), `${id}=`, id.slice(1)])
      expect(views.verify(junk, ADDRESS)).toBe(false);
  });

  it("expire: a page's events are taken for two hours after it was served", () => {
    const time = clock();
    const views = createViewIds("a shared server secret of enough length", time.now);
    const id = views.issue(ADDRESS);
    time.advance(VIEW_ID_LIFETIME_MS - 1000);
    expect(views.verify(id, ADDRESS)).toBe(true);
    time.advance(2000);
    expect(views.verify(id, ADDRESS)).toBe(false);
  });
});
