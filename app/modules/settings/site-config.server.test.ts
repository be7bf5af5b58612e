import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import type { StoredSetting } from "~/db/queries/site-settings.server";
import { secretBox } from "./secret-box.server";
import { applyStoredSettings } from "./site-config.server";

const SESSION_SECRET = "a-session-secret-of-at-least-32-characters";
const stamp = { updatedAt: "2026-11-27T10:00:00.000Z", updatedBy: "owner@example.com" };
const row = (key: string, value: string): StoredSetting => ({ key, value, ...stamp });

describe("applyStoredSettings", () => {
  it("applies the admin's settings over the defaults, typed as the environment's would be", () => {
    const config = loadConfig({ SESSION_SECRET });
    const { config: site, states } = applyStoredSettings(config, [
      row("SITE_NAME", "Operator Notes"),
      row("ANALYTICS_RETENTION_DAYS", "90"),
      row("SOCIAL_X_URL", "https://x.com/operator"),
    ]);
    expect(site.SITE_NAME).toBe("Operator Notes");
    expect(site.ANALYTICS_RETENTION_DAYS).toBe(90);
    expect(site.SOCIAL_X_URL).toBe("https://x.com/operator");
    expect(states.get("SITE_NAME")).toMatchObject({ source: "admin", set: true, updatedBy: "owner@example.com" });
    expect(states.get("SITE_DESCRIPTION")).toEqual({ key: "SITE_DESCRIPTION", source: "default", set: false });
    expect(states.get("AI_MODEL")).toEqual({ key: "AI_MODEL", source: "default", set: true });
  });

  it("lets a variable set in the environment win, and keeps the server's value", () => {
    const config = loadConfig({ SESSION_SECRET, SITE_NAME: "From The Server", SOCIAL_X_URL: "" });
    const { config: site, states } = applyStoredSettings(config, [
      row("SITE_NAME", "From The Admin"),
      row("SOCIAL_X_URL", "https://x.com/admin"),
    ]);
    expect(site.SITE_NAME).toBe("From The Server");
    expect(states.get("SITE_NAME")?.source).toBe("environment");
    // Empty counts as unset, as it does for the server.
    expect(site.SOCIAL_X_URL).toBe("https://x.com/admin");
  });

  it("opens sealed secrets, and says why one cannot be read instead of using it", () => {
    const sealed = secretBox(SESSION_SECRET).seal("BEEHIIV_API_KEY", "bh-key-1");
    const readable = applyStoredSettings(loadConfig({ SESSION_SECRET }), [row("BEEHIIV_API_KEY", sealed)]);
    expect(readable.config.BEEHIIV_API_KEY).toBe("bh-key-1");

    const rotated = applyStoredSettings(loadConfig({ SESSION_SECRET: `${SESSION_SECRET}-new` }), [
      row("BEEHIIV_API_KEY", sealed),
    ]);
    expect(rotated.config.BEEHIIV_API_KEY).toBeUndefined();
    expect(rotated.states.get("BEEHIIV_API_KEY")?.problem).toMatch(/different SESSION_SECRET/);

    const keyless = applyStoredSettings(loadConfig({}), [row("BEEHIIV_API_KEY", sealed)]);
    expect(keyless.config.BEEHIIV_API_KEY).toBeUndefined();
    expect(keyless.states.get("BEEHIIV_API_KEY")?.problem).toMatch(/set SESSION_SECRET/);
  });

  it("ignores a stored value that is no longer valid, and keeps other rows as records", () => {
    const { config, states, records } = applyStoredSettings(loadConfig({}), [
      row("ANALYTICS_RETENTION_DAYS", "0"),
      row("verified:newsletter", "abc"),
    ]);
    expect(config.ANALYTICS_RETENTION_DAYS).toBe(30);
    expect(states.get("ANALYTICS_RETENTION_DAYS")?.problem).toBe("must be at least 1");
    expect(records.get("verified:newsletter")?.value).toBe("abc");
  });
});
