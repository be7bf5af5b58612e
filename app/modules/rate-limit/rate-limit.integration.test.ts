import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/support/test-database";
import { clearRateLimit, consumeRateLimit, describeWait, readRateLimit } from "./rate-limit.server";

const t = withTestDatabase();
const rule = { bucket: "login-failure", subject: "203.0.113.7", limit: 3, windowMs: 15 * 60_000 };

describe("database-backed rate limits", () => {
  it("allows up to the limit within the window, then reports the wait", async () => {
    const start = new Date("2026-01-01T10:00:00Z");
    for (let i = 0; i < 3; i += 1) {
      expect((await consumeRateLimit(t.db, rule, new Date(start.getTime() + i * 60_000))).limited).toBe(false);
    }
    const blocked = await consumeRateLimit(t.db, rule, new Date(start.getTime() + 5 * 60_000));
    expect(blocked).toMatchObject({ limited: true, retryAfterSeconds: 10 * 60 });
  });

  it("forgets events once they leave the window, and per subject", async () => {
    const start = new Date("2026-01-01T10:00:00Z");
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(t.db, rule, start);
    expect((await readRateLimit(t.db, { ...rule, subject: "198.51.100.1" }, start)).limited).toBe(false);
    expect((await readRateLimit(t.db, rule, new Date(start.getTime() + 15 * 60_000 + 1))).limited).toBe(false);
    await clearRateLimit(t.db, rule);
    expect((await readRateLimit(t.db, rule, start)).count).toBe(0);
  });

  it("words the wait for people", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(45)).toBe("45 seconds");
    expect(describeWait(600)).toBe("10 minutes");
  });
});
