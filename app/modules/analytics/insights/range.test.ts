import { describe, expect, it } from "vitest";
import { eachDay, rangeQuery, readRange } from "./range";

const TODAY = "2026-03-10";
const read = (query: string) => readRange(new URLSearchParams(query), TODAY);

describe("readRange", () => {
  it("reads the preset ranges, each compared with the same number of days before it", () => {
    expect(read("range=today").range).toEqual({
      key: "today",
      from: TODAY,
      to: TODAY,
      days: 1,
      previous: { from: "2026-03-09", to: "2026-03-09" },
    });
    expect(read("range=30d").range).toMatchObject({
      from: "2026-02-09",
      to: TODAY,
      days: 30,
      previous: { from: "2026-01-10", to: "2026-02-08" },
    });
    expect(read("").range).toMatchObject({ key: "7d", from: "2026-03-04", to: TODAY });
  });

  it("accepts a custom range across a month end", () => {
    const { range, error } = read("range=custom&from=2026-02-27&to=2026-03-02");
    expect(error).toBeUndefined();
    expect(range).toMatchObject({ days: 4, previous: { from: "2026-02-23", to: "2026-02-26" } });
    expect(eachDay(range)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(rangeQuery(range)).toBe("range=custom&from=2026-02-27&to=2026-03-02");
  });

  it("falls back to the last 7 days with a reason when a custom range cannot be used", () => {
    for (const [query, message] of [
      ["range=custom&from=2026-03-05", "Enter both dates of the custom range."],
      ["range=custom&from=2026-03-05&to=2026-03-01", "The start date must be on or before the end date."],
      ["range=custom&from=2026-03-05&to=2026-03-11", "The custom range cannot end after today."],
      ["range=custom&from=2024-01-01&to=2026-03-01", "A custom range can span at most 366 days."],
      ["range=custom&from=yesterday&to=2026-03-01", "Enter both dates of the custom range."],
    ] as const) {
      const { range, error } = read(query);
      expect(error).toBe(message);
      expect(range.key).toBe("7d");
    }
  });
});
