import { describe, expect, it } from "vitest";
import { createAdmission } from "./admission.server";
import { WindowCounts } from "./window-counts";

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

const take = (counts: WindowCounts, key: string) => {
  const room = counts.hasRoom(key);
  if (room) counts.add(key);
  return room;
};

describe("WindowCounts", () => {
  it("gives each key its limit per rolling window, with no double helping across a window's end", () => {
    const time = clock();
    const counts = new WindowCounts({ limit: 10, windowMs: 1000, maxKeys: 100, sliding: true, now: time.now });
    time.advance(900);
    expect(Array.from({ length: 12 }, () => take(counts, "a")).filter(Boolean)).toHaveLength(10);
    expect(take(counts, "b")).toBe(true);
    // Just after the window turns, the last one's burst still weighs almost whole.
    time.advance(150);
    expect(take(counts, "a")).toBe(false);
    time.advance(600);
    expect(Array.from({ length: 12 }, () => take(counts, "a")).filter(Boolean)).toHaveLength(6);
    time.advance(2000);
    expect(Array.from({ length: 12 }, () => take(counts, "a")).filter(Boolean)).toHaveLength(10);
  });

  it("adds the previous window whole when not sliding (keys that live one window at most)", () => {
    const time = clock();
    const counts = new WindowCounts({ limit: 3, windowMs: 1000, maxKeys: 100, sliding: false, now: time.now });
    take(counts, "view");
    take(counts, "view");
    time.advance(1500);
    expect([take(counts, "view"), take(counts, "view")]).toEqual([true, false]);
  });

  it("has no room for new keys past maxKeys, so made-up keys cannot grow it", () => {
    const counts = new WindowCounts({ limit: 5, windowMs: 1000, maxKeys: 2, sliding: true });
    expect(["a", "b", "c"].map((key) => take(counts, key))).toEqual([true, true, false]);
    expect(take(counts, "a")).toBe(true);
  });
});

describe("createAdmission", () => {
  const limits = {
    perAddress: { events: 6, windowMs: 60_000, maxKeys: 100 },
    perVisitor: { events: 4, windowMs: 60_000, maxKeys: 100 },
    perView: { events: 3, maxKeys: 100 },
  };
  const person = (address: string, userAgent = "Chrome") => ({ address, userAgent, optedOut: false });

  it("takes an event only while the address, the visitor and the page view all have room", () => {
    const admission = createAdmission(limits);
    const admitted = (count: number, signals = person("a"), view?: string) =>
      Array.from({ length: count }, () => admission.admit(signals, view)).filter(Boolean).length;
    expect(admitted(5, person("a"), "view-1")).toBe(3);
    expect(admitted(5, person("a"))).toBe(1);
    // Another browser at the same address has room of its own until the address's is spent.
    expect(admitted(5, person("a", "Firefox"))).toBe(2);
    expect(admitted(5, person("b"))).toBe(4);
  });

  it("counts an IPv6 network's addresses together (its /64), so rotating through them finds no fresh budget", () => {
    const admission = createAdmission(limits);
    const rotating = Array.from({ length: 50 }, (_, index) =>
      admission.admit(person(`2001:db8:7:1::${(index + 1).toString(16)}`, `Agent ${index}`)),
    );
    expect(rotating.filter(Boolean)).toHaveLength(limits.perAddress.events);
    expect(admission.admit(person("2001:db8:7:2::1"))).toBe(true);
  });
});
