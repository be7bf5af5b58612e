import { describe, expect, it } from "vitest";
import { describeBrowser } from "./client.server";

describe("describeBrowser", () => {
  it("names the browser, its major version and the system", () => {
    const chrome =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";
    expect(describeBrowser(chrome)).toBe("Chrome 139 on Linux");
    const safari =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    expect(describeBrowser(safari)).toBe("Safari 17 on iOS");
  });

  it("says so when the browser did not say who it is", () => {
    expect(describeBrowser(null)).toBe("Unknown browser");
    expect(describeBrowser("  ")).toBe("Unknown browser");
    expect(describeBrowser("curl/8.5.0")).toBe("Unknown browser");
  });
});
