import { describe, expect, it } from "vitest";
import { playbookReadingTime, readingTimeMinutes } from "./playbook-input";

describe("reading time", () => {
  it("reads 200 words per minute, rounded up", () => {
    expect(readingTimeMinutes(0)).toBe(0);
    expect(readingTimeMinutes(1)).toBe(1);
    expect(readingTimeMinutes(200)).toBe(1);
    expect(readingTimeMinutes(201)).toBe(2);
  });

  it("is a playbook's total words read at that pace, not the sum of its parts' rounded minutes", () => {
    expect(playbookReadingTime([{ wordCount: 50 }, { wordCount: 50 }, { wordCount: 50 }])).toBe(1);
  });
});
