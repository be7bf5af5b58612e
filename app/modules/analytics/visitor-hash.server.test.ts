import { describe, expect, it, vi } from "vitest";
import { dailySalts, MAX_BROWSERS_PER_ADDRESS, visitorHash, visitorsPerAddress } from "./visitor-hash.server";

const UA = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15";

describe("visitorHash", () => {
  it("is the same for one address and browser within a day, and holds neither", () => {
    const hash = visitorHash("salt-of-today", "playbooks.test", "203.0.113.7", UA);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(visitorHash("salt-of-today", "playbooks.test", "203.0.113.7", UA)).toBe(hash);
    expect(hash).not.toContain("203");
  });

  it("changes with the day's salt, the address, the browser and the site", () => {
    const hash = visitorHash("salt-a", "playbooks.test", "203.0.113.7", UA);
    expect(visitorHash("salt-b", "playbooks.test", "203.0.113.7", UA)).not.toBe(hash);
    expect(visitorHash("salt-a", "playbooks.test", "203.0.113.8", UA)).not.toBe(hash);
    expect(visitorHash("salt-a", "playbooks.test", "203.0.113.7", `${UA} Edg/126`)).not.toBe(hash);
    expect(visitorHash("salt-a", "other.test", "203.0.113.7", UA)).not.toBe(hash);
  });
});

describe("visitorsPerAddress", () => {
  it("counts the first browsers of an address apart, and every later one as a single more visitor", () => {
    const visitorOf = visitorsPerAddress();
    const day = (agent: string, address = "203.0.113.7") =>
      visitorOf("salt", "2026-03-01", "playbooks.test", address, agent);
    const agents = Array.from({ length: 30 }, (_, index) => `${UA} Build/${index}`);
    const visitors = agents.map((agent) => day(agent));
    expect(new Set(visitors).size).toBe(MAX_BROWSERS_PER_ADDRESS + 1);
    // A browser keeps its visitor all day, counted apart or not.
    expect(agents.map((agent) => day(agent))).toEqual(visitors);
    expect(visitors[0]).toBe(visitorHash("salt", "playbooks.test", "203.0.113.7", agents[0]!));
    // Other addresses have their own handful; the next day starts afresh.
    expect(day(agents[29]!, "203.0.113.8")).toBe(visitorHash("salt", "playbooks.test", "203.0.113.8", agents[29]!));
    expect(visitorOf("salt-2", "2026-03-02", "playbooks.test", "203.0.113.7", agents[29]!)).toBe(
      visitorHash("salt-2", "playbooks.test", "203.0.113.7", agents[29]!),
    );
  });
});

describe("visitorsPerAddress over IPv6", () => {
  it("gives a /64 one handful of visitors, however many of its addresses a machine rotates through", () => {
    const visitorOf = visitorsPerAddress();
    const visitors = Array.from({ length: 50 }, (_, index) =>
      visitorOf("salt", "2026-03-01", "playbooks.test", `2001:db8:5:9::${(index + 1).toString(16)}`, UA),
    );
    expect(new Set(visitors).size).toBe(MAX_BROWSERS_PER_ADDRESS + 1);
    // Another network has its own.
    expect(visitorOf("salt", "2026-03-01", "playbooks.test", "2001:db8:5:a::1", UA)).toBe(
      visitorHash("salt", "playbooks.test", "2001:db8:5:a::1", UA),
    );
  });
});

describe("dailySalts", () => {
  it("asks the store once per day, with a fresh random candidate", async () => {
    const saltForDay = vi.fn(async (day: string, candidate: string) => `${day}:${candidate}`);
    const saltFor = dailySalts(saltForDay, () => "2026-03-02");
    const [first, again] = await Promise.all([saltFor("2026-03-02"), saltFor("2026-03-02")]);
    expect(again).toBe(first);
    expect(saltForDay).toHaveBeenCalledTimes(1);
    expect(saltForDay.mock.calls[0]![1]).toMatch(/^[0-9a-f]{64}$/);
    const yesterday = await saltFor("2026-03-01");
    expect(yesterday).not.toBe(first);
    expect(saltForDay.mock.calls[1]![1]).not.toBe(saltForDay.mock.calls[0]![1]);
  });

  it("keeps a day's salt through the next day for retried events, and has none for older days", async () => {
    let today = "2026-03-01";
    const saltForDay = vi.fn(async (day: string) => `salt of ${day}`);
    const saltFor = dailySalts(saltForDay, () => today);
    await saltFor("2026-03-01");
    today = "2026-03-02";
    await saltFor("2026-03-02");
    expect(await saltFor("2026-03-01")).toBe("salt of 2026-03-01");
    expect(saltForDay).toHaveBeenCalledTimes(2);
    today = "2026-03-03";
    expect(await saltFor("2026-03-01")).toBeUndefined();
    expect(saltForDay).toHaveBeenCalledTimes(2);
  });

  it("tries the store again after a failure", async () => {
    const saltForDay = vi.fn().mockRejectedValueOnce(new Error("database down")).mockResolvedValue("salt");
    const saltFor = dailySalts(saltForDay, () => "2026-03-01");
    await expect(saltFor("2026-03-01")).rejects.toThrow("database down");
    await expect(saltFor("2026-03-01")).resolves.toBe("salt");
  });
});
