import { describe, expect, it } from "vitest";
import { E2E_ADMIN } from "./admin-credentials";
import { startsFromTemplate } from "./e2e-data-dir";
import { e2eServerEnv } from "./e2e-server-env";

const admin = { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password };

describe("which browser-test servers start on a copy of the seeded template", () => {
  it("the browser tests' own settings, and any that change only what is read at each start", () => {
    expect(startsFromTemplate(e2eServerEnv())).toBe(true);
    expect(startsFromTemplate({ ...admin, DOUBLE_OPT_IN: "true", SMTP_URL: "smtp://127.0.0.1:2525" })).toBe(true);
    expect(startsFromTemplate({ ...e2eServerEnv(), SEED_DEMO_CONTENT: "true", DATABASE_URL: "" })).toBe(true);
  });

  it("not a server that would seed differently, keep its media elsewhere, use PostgreSQL or have another admin", () => {
    expect(startsFromTemplate({ ...e2eServerEnv(), SEED_DEMO_CONTENT: "false" })).toBe(false);
    expect(startsFromTemplate({ ...e2eServerEnv(), STORAGE_URL: "s3://bucket" })).toBe(false);
    expect(startsFromTemplate({ ...e2eServerEnv(), DATABASE_URL: "postgres://127.0.0.1/site" })).toBe(false);
    expect(startsFromTemplate({ ...admin, ADMIN_PASSWORD: "another password 1" })).toBe(false);
    // The lifecycle tests start without an admin: a first start that prints the set-up link.
    expect(startsFromTemplate({})).toBe(false);
  });
});
