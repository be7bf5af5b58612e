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

  it("trusts no proxy unless TRUST_PROXY names them, and explains a wrong entry", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 10.1.2.3" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "10.1.2.3"]);
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow("TRUST_PROXY must be a number of proxy hops");
  });

  it("wants a long SESSION_SECRET, and never repeats it", () => {
    expect(() => loadConfig({ SESSION_SECRET: "short-secret" })).toThrow(
      "SESSION_SECRET must be at least 32 characters",
    );
    expect(() => loadConfig({ SESSION_SECRET: "short-secret" })).not.toThrow(/short-secret/);
  });

  it("starts without a pair's other half, which may be set in the admin, but refuses a malformed value", () => {
    // The settings page and the launch checklist say what is missing (app/modules/settings/problems.ts).
    expect(loadConfig({ DOUBLE_OPT_IN: "true" }).DOUBLE_OPT_IN).toBe(true);
    expect(loadConfig({ SMTP_URL: "smtp://mail.example.com:587" }).SMTP_FROM).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: "https://mail.example.com", SMTP_FROM: "a@example.com" })).toThrow(
      "SMTP_URL must be smtp://",
    );
  });

  it("records which of the admin's settings the environment sets itself", () => {
    const config = loadConfig({ SITE_NAME: "Operator Notes", SOCIAL_X_URL: "", PORT: "8080" });
    expect([...config.environmentSettings]).toEqual(["SITE_NAME"]);
    expect(loadConfig({}).SITE_NAME).toBe("AI Business Playbooks");
  });

  it("reads ALLOWED_HOSTS as host names, and names an entry that is not one", () => {
    expect(loadConfig({ ALLOWED_HOSTS: "Origin.Example.com, www.example.com:8443" }).ALLOWED_HOSTS).toEqual([
      "origin.example.com",
      "www.example.com",
    ]);
    expect(loadConfig({}).ALLOWED_HOSTS).toEqual([]);
    expect(() => loadConfig({ ALLOWED_HOSTS: "example.com, https://evil.example/" })).toThrow(
      'ALLOWED_HOSTS must be host names separated by commas; "https://evil.example/" is not one',
    );
  });
});
