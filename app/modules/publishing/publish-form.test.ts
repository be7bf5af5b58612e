import { describe, expect, it } from "vitest";
import { partWarning, readPublishForm } from "./publish-form";

const now = new Date("2026-11-30T10:00:00.000Z");
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the publish flow's form", () => {
  it("publishes right now, dated now or by a backdate in the owner's zone", () => {
    expect(readPublishForm(form({ intent: "publish", when: "now", feedDate: "public" }), now)).toEqual({
      ok: true,
      request: { action: "publish", at: null, feedDate: { choice: "public" } },
    });
    const backdated = readPublishForm(
      form({
        intent: "publish",
        when: "now",
        feedDate: "custom",
        publishedAt: "2024-03-15T10:30",
        timeZone: "Europe/Paris",
      }),
      now,
    );
    expect(backdated).toEqual({
      ok: true,
      request: {
        action: "publish",
        at: null,
        feedDate: { choice: "custom", at: new Date("2024-03-15T09:30:00.000Z") },
      },
    });
  });

  it("schedules for a future time only, and dates it no later than that time", () => {
    const scheduled = readPublishForm(
      form({
        intent: "publish",
        when: "schedule",
        scheduleAt: "2026-12-24T09:00",
        timeZone: "UTC",
        feedDate: "public",
      }),
      now,
    );
    expect(scheduled).toMatchObject({ ok: true, request: { at: new Date("2026-12-24T09:00:00.000Z") } });
    expect(
      readPublishForm(
        form({ intent: "publish", when: "schedule", scheduleAt: "2026-11-01T09:00", timeZone: "UTC" }),
        now,
      ),
    ).toEqual({ ok: false, error: "Choose a time in the future, or Right now." });
    const late = readPublishForm(
      form({
        intent: "publish",
        when: "schedule",
        scheduleAt: "2026-12-24T09:00",
        timeZone: "UTC",
        feedDate: "custom",
        publishedAt: "2026-12-25T09:00",
      }),
      now,
    );
    expect(late).toMatchObject({ ok: false, error: expect.stringMatching(/cannot be later/) });
  });

  it("unpublishes now or at a time, and clears a schedule", () => {
    expect(readPublishForm(form({ intent: "unpublish", when: "now" }), now)).toEqual({
      ok: true,
      request: { action: "unpublish", at: null },
    });
    expect(readPublishForm(form({ intent: "unschedule" }), now)).toEqual({
      ok: true,
      request: { action: "unschedule" },
    });
    expect(readPublishForm(form({ intent: "delete" }), now)).toMatchObject({ ok: false });
  });

  it("flags empty and short parts", () => {
    expect(partWarning({ position: 1, title: "Intro", wordCount: 0, hasText: false })).toBe("empty");
    expect(partWarning({ position: 2, title: "Setup", wordCount: 90, hasText: true })).toBe("short");
    expect(partWarning({ position: 3, title: "Deep dive", wordCount: 1200, hasText: true })).toBeUndefined();
  });
});
