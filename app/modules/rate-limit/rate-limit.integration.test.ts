import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/support/test-database";
import { clearRateLimit, consumeRateLimit, describeWait, pruneRateLimits } from "./rate-limit.server";

const t = withTestDatabase();
const rule = { bucket: "login-failure", subject: "203.0.113.7", limit: 3, windowMs: 15 * 60_000 };
const start = new Date("2026-01-01T10:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe("database-backed rate limits", () => {
  it("allows up to the limit within the window, then reports the wait until it ends", async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await consumeRateLimit(t.db, rule, at(i * 60_000))).limited).toBe(false);
    }
    const blocked = await consumeRateLimit(t.db, rule, at(5 * 60_000));
    expect(blocked).toMatchObject({ limited: true, retryAfterSeconds: 10 * 60, count: 4 });
  });

  it("lets exactly the limit through when requests arrive together", async () => {
    const states = await Promise.all(
      Array.from({ length: 40 }, () => consumeRateLimit(t.db, { ...rule, limit: 5 }, start)),
    );
    expect(states.filter((state) => !state.limited)).toHaveLength(5);
    expect(states.map((state) => state.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it("starts again once the window is over, counts each subject apart, and forgets on clear", async () => {
    for (let i = 0; i < 4; i += 1) await consumeRateLimit(t.db, rule, start);
    expect((await consumeRateLimit(t.db, { ...rule, subject: "198.51.100.1" }, start)).limited).toBe(false);
    expect(await consumeRateLimit(t.db, rule, at(rule.windowMs + 1))).toMatchObject({ limited: false, count: 1 });
    await clearRateLimit(t.db, rule);
    expect((await consumeRateLimit(t.db, rule, at(rule.windowMs + 2))).count).toBe(1);
  });

  it("prunes counters whose window ended long ago", async () => {
    await consumeRateLimit(t.db, rule, start);
    await consumeRateLimit(t.db, { ...rule, subject: "recent" }, at(60 * 60_000));
    await pruneRateLimits(t.db, 30 * 60_000, at(61 * 60_000));
    const left = await t.db.selectFrom("rate_limit_counters").select("subject").execute();
    expect(left).toEqual([{ subject: "recent" }]);
  });

  it("words the wait for people", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(45)).toBe("45 seconds");
    expect(describeWait(600)).toBe("10 minutes");
  });
});
