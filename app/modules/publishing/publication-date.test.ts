import { describe, expect, it } from "vitest";
import { lastModified, publicationDate, publicationDateProblem } from "./publication-date";

const now = new Date("2026-11-30T10:00:00.000Z");

describe("publication date rules", () => {
  it("accepts a backdate and 'now', and refuses a date after the playbook goes public", () => {
    expect(publicationDateProblem(new Date("2024-03-01T09:00:00Z"), now)).toBeUndefined();
    expect(publicationDateProblem(now, now)).toBeUndefined();
    // A form filled a minute ago still says "now".
    expect(publicationDateProblem(new Date(now.getTime() + 60_000), now)).toBeUndefined();
    expect(publicationDateProblem(new Date("2026-12-24T09:00:00Z"), now)).toMatch(/schedule it instead/);
  });

  it("lets a scheduled playbook be dated up to its scheduled time, not after it", () => {
    const scheduled = new Date("2026-12-24T09:00:00Z");
    expect(publicationDateProblem(new Date("2026-12-24T09:00:00Z"), scheduled)).toBeUndefined();
    expect(publicationDateProblem(new Date("2026-12-25T09:00:00Z"), scheduled)).toBeDefined();
  });

  it("refuses implausible and missing dates", () => {
    expect(publicationDateProblem(new Date("1999-12-31T23:59:00Z"), now)).toBe("Choose a date in 2000 or later.");
    expect(publicationDateProblem(new Date("not a date"), now)).toBe("Enter a date and a time.");
  });

  it("keeps a date already given when a playbook goes public, else dates it by that moment", () => {
    expect(publicationDate("2025-06-09T00:00:00.000Z", now)).toBe("2025-06-09T00:00:00.000Z");
    expect(publicationDate(null, now)).toBe(now.toISOString());
  });

  it("never reports a change before the publication, nor hides an edit after it", () => {
    // Drafted in October, published today: it changed today, not when the draft was saved.
    expect(lastModified("2026-10-01T08:00:00.000Z", "2026-11-30T10:00:00.000Z")).toBe("2026-11-30T10:00:00.000Z");
    // Edited after it went public.
    expect(lastModified("2026-12-02T08:00:00.000Z", "2026-11-30T10:00:00.000Z")).toBe("2026-12-02T08:00:00.000Z");
    // PostgreSQL and SQLite write the same instant differently; compare instants, not text.
    expect(lastModified("2026-12-02T08:00:00Z", "2026-12-02T07:00:00.000Z")).toBe("2026-12-02T08:00:00Z");
    expect(lastModified("2026-10-01T08:00:00.000Z", null)).toBe("2026-10-01T08:00:00.000Z");
  });
});
