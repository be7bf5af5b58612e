import { describe, expect, it } from "vitest";
import { embedFrameAttributes } from "./frames";
import { detectEmbed } from "./social";
import { parseTikTokUrl } from "./tiktok";
import { parseYouTubeUrl } from "./youtube";

describe("YouTube links (11-character ids)", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://m.youtube.com/shorts/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  ])("reads the id from %s", (url) => {
    expect(parseYouTubeUrl(url)).toBe("dQw4w9WgXcQ");
  });

  it("rejects ids that are not 11 characters, other hosts and other schemes", () => {
    expect(parseYouTubeUrl("https://youtu.be/short")).toBeUndefined();
    expect(parseYouTubeUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQQ")).toBeUndefined();
    expect(parseYouTubeUrl("https://evil.com/watch?v=dQw4w9WgXcQ")).toBeUndefined();
    expect(parseYouTubeUrl("javascript://youtube.com/watch?v=dQw4w9WgXcQ")).toBeUndefined();
  });
});

describe("TikTok video links", () => {
  it("reads the user and id of a video page, and the id of a player link", () => {
    expect(parseTikTokUrl("https://www.tiktok.com/@creator.name/video/7234567890123456789?lang=en")).toEqual({
      id: "7234567890123456789",
      user: "creator.name",
    });
    expect(parseTikTokUrl("https://www.tiktok.com/embed/v2/7234567890123456789")).toEqual({
      id: "7234567890123456789",
    });
  });

  it("rejects profiles and other pages", () => {
    expect(parseTikTokUrl("https://www.tiktok.com/@creator")).toBeUndefined();
    expect(parseTikTokUrl("https://www.tiktok.com/@creator/video/abc")).toBeUndefined();
  });
});

describe("detecting embeds", () => {
  it("types Twitter and X status links by their host", () => {
    expect(detectEmbed("https://twitter.com/jack/status/20")).toBeUndefined();
    expect(detectEmbed("https://twitter.com/jack/status/1234567890")).toMatchObject({
      type: "twitter",
      id: "1234567890",
    });
    expect(detectEmbed("https://x.com/jack/status/1234567890")).toMatchObject({ type: "x", id: "1234567890" });
  });

  it("gives each kind our own markup with a plain link", () => {
    expect(detectEmbed("https://youtu.be/dQw4w9WgXcQ")?.embedCode).toContain(
      'href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"',
    );
    expect(detectEmbed("https://www.tiktok.com/@a/video/7234567890123456789")?.embedCode).toContain("Watch on TikTok");
    expect(detectEmbed("https://example.com/video")).toBeUndefined();
  });
});

describe("player frames", () => {
  it("rebuilds the attributes of our player URLs from the id", () => {
    expect(embedFrameAttributes("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1")).toMatchObject({
      src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups",
    });
    expect(embedFrameAttributes("https://www.tiktok.com/embed/v2/7234567890123456789")?.src).toBe(
      "https://www.tiktok.com/embed/v2/7234567890123456789",
    );
  });

  it("refuses every other frame source", () => {
    for (const src of [
      undefined,
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://evil.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com.evil.com/embed/dQw4w9WgXcQ",
      "javascript:alert(1)",
    ])
      expect(embedFrameAttributes(src)).toBeUndefined();
  });
});
