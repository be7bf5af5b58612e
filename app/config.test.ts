import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

describe("loadConfig", () => {
  it("defaults to SQLite under data/ on port 3000 with the site URL derived from the port", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.SITE_URL).toBe("http://localhost:3000");
  });

  it("treats empty variables as unset and trims a trailing slash from SITE_URL", () => {
    const config = loadConfig({ DATABASE_URL: "", SITE_URL: "https://example.com/", PORT: "8080" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SITE_URL).toBe("https://example.com");
    expect(config.PORT).toBe(8080);
  });

  it("names each invalid variable and the value it got", () => {
    try {
      loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", SITE_URL: "not a url" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT must be a whole number (got "abc")');
      expect(message).toContain("DATABASE_URL must start with postgres://");
      expect(message).toContain("SITE_URL must be an absolute http(s) URL");
    }
  });

  it("shows a bad database URL without its password", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://shop:hunter2@db.internal/shop" })).toThrow(
      '(got "mysql://shop:***@db.internal/shop")',
    );
  });
});
