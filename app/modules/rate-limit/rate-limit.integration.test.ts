import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/support/test-database";
import { claimSignInSlot } from "~/db/queries/sign-in-pace.server";
import { pruneStaleLimits } from "./pruning.server";
import { clearRateLimit, consumeRateLimit, describeWait } from "./rate-limit.server";

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

  it("prunes counters and sign-in paces untouched for a day", async () => {
    const day = 24 * 60 * 60_000;
    await consumeRateLimit(t.db, rule, start);
    await consumeRateLimit(t.db, { ...rule, subject: "recent" }, at(day));
    const pace = { forgetBefore: start, delayAfter: () => 0 };
    await claimSignInSlot(t.db, "old@example.com", { ...pace, now: start });
    await claimSignInSlot(t.db, "recent@example.com", { ...pace, now: at(day) });
    await pruneStaleLimits(t.db, at(day + 60_000));
    expect(await t.db.selectFrom("rate_limit_counters").select("subject").execute()).toEqual([{ subject: "recent" }]);
    expect(await t.db.selectFrom("admin_sign_in_pace").select("account").execute()).toEqual([
      { account: "recent@example.com" },
    ]);
  });

  it("words the wait for people", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(45)).toBe("45 seconds");
    expect(describeWait(600)).toBe("10 minutes");
  });
});
