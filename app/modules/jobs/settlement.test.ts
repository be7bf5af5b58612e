import { describe, expect, it } from "vitest";
import { backoffMs } from "./define";
import { settlementFor } from "./settlement";

const noJitter = () => 0.5;
const retry = { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 3_000 };

describe("backoff", () => {
  it("doubles from the base delay up to the cap, within ±20 %", () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, retry, noJitter))).toEqual([1_000, 2_000, 3_000, 3_000]);
    expect(backoffMs(1, retry, () => 0)).toBe(800);
    expect(backoffMs(1, retry, () => 1)).toBe(1_200);
  });
});

describe("what a run's outcome does to its job", () => {
  it("finishes a one-off job that returned nothing", () => {
    expect(settlementFor({ retry }, 1, undefined)).toEqual({ status: "done" });
  });

  it("retries after the backoff, or after the time the other side named, until the last attempt", () => {
    expect(settlementFor({ retry }, 2, { retry: "HTTP 503" }, noJitter)).toEqual({
      status: "pending",
      afterMs: 2_000,
      error: "HTTP 503",
      resetAttempts: false,
    });
    expect(settlementFor({ retry }, 1, { retry: "HTTP 429", afterMs: 9_000 })).toMatchObject({ afterMs: 9_000 });
    expect(settlementFor({ retry }, 3, { retry: "HTTP 503" })).toEqual({ status: "failed", error: "HTTP 503" });
    expect(settlementFor({ retry }, 1, { fail: "HTTP 400" })).toEqual({ status: "failed", error: "HTTP 400" });
  });

  it("puts a recurring job back for its next run whatever happened, unless a retry comes sooner", () => {
    const hourly = { retry, everyMs: 3_600_000 };
    const next = { status: "pending", afterMs: 3_600_000, resetAttempts: true };
    expect(settlementFor(hourly, 1, undefined)).toEqual({ ...next, error: null });
    expect(settlementFor(hourly, 1, { fail: "no table" })).toEqual({ ...next, error: "no table" });
    expect(settlementFor(hourly, 3, { retry: "timeout" })).toEqual({ ...next, error: "timeout" });
    expect(settlementFor(hourly, 1, { retry: "timeout" }, noJitter)).toEqual({
      status: "pending",
      afterMs: 1_000,
      error: "timeout",
      resetAttempts: false,
    });
  });
});
