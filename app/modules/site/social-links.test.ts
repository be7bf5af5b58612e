import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { socialLinks } from "./social-links";

describe("footer social links", () => {
  it("lists only the configured networks, in the spec's order", () => {
    const config = loadConfig({
      SOCIAL_YOUTUBE_URL: "https://www.youtube.com/@aibusinessplaybooks",
      SOCIAL_X_URL: "https://x.com/aiplaybooks",
      SOCIAL_INSTAGRAM_URL: "",
    });
    expect(socialLinks(config)).toEqual([
      { label: "X (Twitter)", url: "https://x.com/aiplaybooks" },
      { label: "YouTube", url: "https://www.youtube.com/@aibusinessplaybooks" },
    ]);
  });

  it("has none when nothing is configured", () => {
    expect(socialLinks(loadConfig({}))).toEqual([]);
  });

  it("refuses a value that is not an absolute http(s) URL, naming the variable", () => {
    expect(() => loadConfig({ SOCIAL_LINKEDIN_URL: "linkedin.com/company/x" })).toThrow(
      'SOCIAL_LINKEDIN_URL must be an absolute http(s) URL (got "linkedin.com/company/x")',
    );
  });
});
