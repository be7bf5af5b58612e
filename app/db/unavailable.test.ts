import { describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable, retryWhileUnavailable } from "./unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a server shutting down", withCode("terminating connection due to administrator command", "57P01")],
    ["a server starting up", withCode("the database system is starting up", "57P03")],
    ["a connection exception", withCode("connection failure", "08006")],
    ["a lost connection", new Error("Connection terminated unexpectedly")],
    ["a pool that cannot connect", new Error("timeout exceeded when trying to connect")],
    ["refusals on every address", new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")])],
    ["a wrapped refusal", new Error("ping failed", { cause: withCode("connect ECONNREFUSED", "ECONNREFUSED") })],
  ])("recognises %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode('duplicate key value violates unique constraint "leads_email"', "23505")],
    ["a SQLite constraint", withCode("UNIQUE constraint failed: leads.email", "SQLITE_CONSTRAINT_UNIQUE")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["something thrown that is not an error", "ECONNREFUSED"],
  ])("leaves %s alone", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("retryWhileUnavailable", () => {
  const refused = () => withCode("connect ECONNREFUSED", "ECONNREFUSED");

  it("tries again while the database is away and returns the first success", async () => {
    const operation = vi.fn().mockRejectedValueOnce(refused()).mockRejectedValueOnce(refused()).mockResolvedValue(7);
    await expect(retryWhileUnavailable(operation, { everyMs: 1 })).resolves.toBe(7);
    expect(operation).toHaveBeenCalledTimes(3);
  });

  it("throws any other error at once", async () => {
    const operation = vi.fn().mockRejectedValue(withCode("duplicate key", "23505"));
    await expect(retryWhileUnavailable(operation, { everyMs: 1 })).rejects.toThrow("duplicate key");
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it("gives up with the last error once the outage outlasts its window", async () => {
    const operation = vi.fn().mockRejectedValue(refused());
    await expect(retryWhileUnavailable(operation, { forMs: 30, everyMs: 10 })).rejects.toThrow("ECONNREFUSED");
    expect(operation.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(operation.mock.calls.length).toBeLessThanOrEqual(4);
  });
});
