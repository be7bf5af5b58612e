import { describe, expect, it, vi } from "vitest";
import { dailySalts, visitorHash } from "./visitor-hash.server";

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

describe("dailySalts", () => {
  it("asks the store once per day, with a fresh random candidate, and forgets earlier days", async () => {
    const saltForDay = vi.fn(async (day: string, candidate: string) => `${day}:${candidate}`);
    const saltFor = dailySalts(saltForDay);
    const [first, again] = await Promise.all([saltFor("2026-03-01"), saltFor("2026-03-01")]);
    expect(again).toBe(first);
    expect(saltForDay).toHaveBeenCalledTimes(1);
    expect(saltForDay.mock.calls[0]![1]).toMatch(/^[0-9a-f]{64}$/);

    const next = await saltFor("2026-03-02");
    expect(next).not.toBe(first);
    expect(saltForDay.mock.calls[1]![1]).not.toBe(saltForDay.mock.calls[0]![1]);
    // Yesterday's salt is gone from memory: asking again fetches it from the store.
    await saltFor("2026-03-01");
    expect(saltForDay).toHaveBeenCalledTimes(3);
  });

  it("tries the store again after a failure", async () => {
    const saltForDay = vi.fn().mockRejectedValueOnce(new Error("database down")).mockResolvedValue("salt");
    const saltFor = dailySalts(saltForDay);
    await expect(saltFor("2026-03-01")).rejects.toThrow("database down");
    await expect(saltFor("2026-03-01")).resolves.toBe("salt");
  });
});
