import { describe, expect, it } from "vitest";
import { delayAfterAttempt, FREE_SIGN_IN_ATTEMPTS, MAX_SIGN_IN_DELAY_MS } from "./sign-in-pace";

describe("delayAfterAttempt", () => {
  it("lets the first attempts through at once", () => {
    for (let attempt = 1; attempt < FREE_SIGN_IN_ATTEMPTS; attempt += 1) expect(delayAfterAttempt(attempt)).toBe(0);
  });

  it("then doubles the wait after each attempt, up to a minute", () => {
    const delays = Array.from({ length: 9 }, (_, index) => delayAfterAttempt(FREE_SIGN_IN_ATTEMPTS + index));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(delayAfterAttempt(10_000)).toBe(MAX_SIGN_IN_DELAY_MS);
  });
});
