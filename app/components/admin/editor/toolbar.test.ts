import { describe, expect, it } from "vitest";
import { toolbarIndexAfter } from "./EditorToolbar";
import { embedFromUrl } from "./extensions/embed";

describe("keyboard movement along the toolbar", () => {
  // Buttons 2 and 3 are off (table tools outside a table).
  const enabled = [true, true, false, false, true];

  it("moves to the next or previous button that is on, wrapping around", () => {
    expect(toolbarIndexAfter("ArrowRight", 1, enabled)).toBe(4);
    expect(toolbarIndexAfter("ArrowRight", 4, enabled)).toBe(0);
    expect(toolbarIndexAfter("ArrowLeft", 4, enabled)).toBe(1);
    expect(toolbarIndexAfter("ArrowLeft", 0, enabled)).toBe(4);
  });

  it("goes to the first and last buttons that are on, and ignores other keys", () => {
    expect(toolbarIndexAfter("Home", 4, [false, true, true])).toBe(1);
    expect(toolbarIndexAfter("End", 0, [true, true, false])).toBe(1);
    expect(toolbarIndexAfter("Enter", 0, enabled)).toBeUndefined();
    expect(toolbarIndexAfter("ArrowRight", 0, [false, false])).toBeUndefined();
  });
});

describe("embeds from a pasted or typed link", () => {
  it("knows YouTube, TikTok and X links, and nothing else", () => {
    expect(embedFromUrl("https://youtu.be/dQw4w9WgXcQ")).toEqual({
      provider: "youtube",
      id: "dQw4w9WgXcQ",
      user: null,
    });
    expect(embedFromUrl("https://www.tiktok.com/@maker/video/7234567890123456789")).toEqual({
      provider: "tiktok",
      id: "7234567890123456789",
      user: "maker",
    });
    expect(embedFromUrl("https://x.com/jack/status/1234567890")).toEqual({
      provider: "tweet",
      id: "1234567890",
      user: "jack",
    });
    expect(embedFromUrl("https://example.com/watch?v=dQw4w9WgXcQ")).toBeUndefined();
  });
});
