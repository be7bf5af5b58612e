import { describe, expect, it } from "vitest";
import { readLocalDateTime, timeZoneFromCookie } from "./time-zone";

describe("readLocalDateTime", () => {
  it("reads an ordinary wall-clock time in its zone", () => {
    expect(readLocalDateTime("2026-06-01T12:00", "Europe/Paris")).toEqual({
      ok: true,
      at: new Date("2026-06-01T10:00:00.000Z"),
    });
    expect(readLocalDateTime("2026-12-01T09:30:15", "America/New_York")).toEqual({
      ok: true,
      at: new Date("2026-12-01T14:30:15.000Z"),
    });
  });

  it("refuses a time the clocks skip, naming it, instead of moving it an hour", () => {
    expect(readLocalDateTime("2026-03-29T02:30", "Europe/Paris", { label: "Publish at" })).toEqual({
      ok: false,
      problem: "skipped",
      message:
        "Publish at: 02:30 on 29 March 2026 does not exist in Europe/Paris: the clocks go forward from 02:00 to 03:00 that night. Choose a time before 02:00 or from 03:00.",
    });
    const newYork = readLocalDateTime("2026-03-08T02:15", "America/New_York");
    expect(newYork).toMatchObject({ ok: false, problem: "skipped" });
    expect(newYork.ok === false && newYork.message).toContain("from 02:00 to 03:00");
    // Half an hour forward (Lord Howe Island).
    const lordHowe = readLocalDateTime("2026-10-04T02:10", "Australia/Lord_Howe");
    expect(lordHowe.ok === false && lordHowe.message).toContain("from 02:00 to 02:30");
  });

  it("asks which of the two moments a repeated hour means, and takes the one named", () => {
    const repeated = readLocalDateTime("2026-10-25T02:30", "Europe/Paris", { label: "Unpublish at" });
    expect(repeated).toEqual({
      ok: false,
      problem: "repeated",
      times: [
        { which: "earlier", at: new Date("2026-10-25T00:30:00.000Z"), offset: "UTC+02:00" },
        { which: "later", at: new Date("2026-10-25T01:30:00.000Z"), offset: "UTC+01:00" },
      ],
      message:
        "Unpublish at: 02:30 on 25 October 2026 happens twice in Europe/Paris: the clocks go back from 03:00 to 02:00 that night. Which one do you mean? The first is 00:30 UTC (UTC+02:00), the second 01:30 UTC (UTC+01:00): choose UTC as the time zone and enter the one you mean.",
    });
    expect(readLocalDateTime("2026-10-25T02:30", "Europe/Paris", { which: "later" })).toEqual({
      ok: true,
      at: new Date("2026-10-25T01:30:00.000Z"),
    });
    expect(readLocalDateTime("2026-11-01T01:45", "America/New_York", { which: "earlier" })).toEqual({
      ok: true,
      at: new Date("2026-11-01T05:45:00.000Z"),
    });
  });

  it("refuses what is not a date and a time", () => {
    for (const value of ["", "tomorrow", "2026-13-01T10:00", "2026-02-30T10:00", "2026-05-01T24:00"])
      expect(readLocalDateTime(value, "UTC")).toMatchObject({ ok: false, problem: "format" });
  });
});

describe("timeZoneFromCookie", () => {
  it("reads the owner's zone, and ignores a cookie that is not one (never an error)", () => {
    expect(timeZoneFromCookie("admin_tz=Europe%2FParis")).toBe("Europe/Paris");
    for (const cookie of ["admin_tz=%E0%A4%A", "admin_tz=%", "admin_tz=Mars%2FOlympus", "other=1", null])
      expect(timeZoneFromCookie(cookie)).toBe("UTC");
  });
});
