import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import type { AppContext } from "~/context";
import { openPostgres, openSqlite } from "~/db/connection.server";
import { readStoredSettings } from "~/db/queries/site-settings.server";
import { connectionStatus } from "~/modules/settings/connections.server";
import { submitSettingsForm, type SettingsFormResult } from "~/modules/settings/settings-form.server";
import { loadSettingsPage } from "~/modules/settings/settings-page.server";
import { siteConfig, siteSettings } from "~/modules/settings/site-config.server";
import { watchContentVersion, type ContentVersion } from "../../server/cache/content-version.server";
import { startFakeBeehiiv, type FakeBeehiiv } from "../support/fake-beehiiv";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { startFakeSmtp, type FakeSmtp } from "../support/fake-smtp";
import { withTestDatabase } from "../support/test-database";

const SESSION_SECRET = "settings-test-secret-of-32-or-more-characters";
const t = withTestDatabase();
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

let beehiiv: FakeBeehiiv;
let smtp: FakeSmtp;
let openAi: FakeOpenAi;
beforeAll(async () => {
  [beehiiv, smtp, openAi] = await Promise.all([startFakeBeehiiv(), startFakeSmtp(), startFakeOpenAi()]);
});
afterAll(() => Promise.all([beehiiv.close(), smtp.close(), openAi.close()]));

/** A server instance of its own on the test's database: its own connection, config and content version. */
function instance(env: Record<string, string> = {}): AppContext & { contentVersion: ContentVersion } {
  const db = t.location.engine === "postgres" ? openPostgres(t.location.databaseUrl) : openSqlite(t.location.file);
  const logger = pino({ level: "silent" });
  const contentVersion = watchContentVersion(t.location, logger);
  closers.push(async () => {
    await contentVersion.close();
    await db.destroy();
  });
  const config = loadConfig({
    NODE_ENV: "test",
    SITE_URL: "https://playbooks.test",
    SESSION_SECRET,
    BEEHIIV_API_BASE: beehiiv.url,
    ...env,
  });
  return { ...t.context, db, config, logger, contentVersion };
}

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

async function submit(context: AppContext, fields: Record<string, string | File>): Promise<SettingsFormResult> {
  return (await submitSettingsForm(context, form(fields), "owner@example.com")).result;
}

/** Waits until the instance has heard of a write (PostgreSQL's NOTIFY arrives within milliseconds). */
async function versionAfter(context: { contentVersion: ContentVersion }, before: number | undefined) {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const now = context.contentVersion.current();
    if (now !== undefined && now !== before) return now;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the instance never heard of the change");
}

describe("site settings across instances", () => {
  it("a setting saved on one instance is in force on another on its next request, without a restart", async () => {
    const one = instance();
    const two = instance();
    await versionAfter(two, undefined);
    // The second instance has read (and keeps) the settings before the change.
    expect((await siteConfig(two)).SITE_NAME).toBe("AI Business Playbooks");
    const before = two.contentVersion.current();

    const saved = await submit(one, {
      group: "site",
      intent: "save",
      SITE_NAME: "Operator Notes",
      SITE_DESCRIPTION: "Field notes for people building AI businesses.",
    });
    expect(saved).toEqual({
      ok: true,
      group: "site",
      message: "Site saved: in force on every page and every server now.",
    });

    await versionAfter(two, before);
    const config = await siteConfig(two);
    expect([config.SITE_NAME, config.SITE_DESCRIPTION]).toEqual([
      "Operator Notes",
      "Field notes for people building AI businesses.",
    ]);
  });

  it("keeps what the environment sets, shown as set by the server, whatever the form sends", async () => {
    const context = instance({ SITE_NAME: "Set By Ops" });
    await submit(context, { group: "site", intent: "save", SITE_NAME: "Typed In The Admin" });
    expect((await siteConfig(context)).SITE_NAME).toBe("Set By Ops");
    const page = await loadSettingsPage(context);
    const name = page.groups.find((group) => group.id === "site")!.fields.find((field) => field.key === "SITE_NAME")!;
    expect(name).toMatchObject({ source: "environment", value: "Set By Ops" });
  });

  it("refuses a malformed value, naming the field, and stores nothing of that form", async () => {
    const context = instance();
    const result = await submit(context, {
      group: "social",
      intent: "save",
      SOCIAL_X_URL: "https://x.com/operator",
      SOCIAL_LINKEDIN_URL: "linkedin.com/company/operator",
    });
    expect(result).toMatchObject({
      ok: false,
      errors: { SOCIAL_LINKEDIN_URL: "LinkedIn must be an absolute http(s) URL." },
      values: { SOCIAL_X_URL: "https://x.com/operator", SOCIAL_LINKEDIN_URL: "linkedin.com/company/operator" },
    });
    expect(await readStoredSettings(context.db)).toEqual([]);
  });

  it("refuses half a pair: a mail server without a sender", async () => {
    const result = await submit(instance(), { group: "email", intent: "save", SMTP_URL: smtp.url, SMTP_FROM: "" });
    expect(result).toMatchObject({ ok: false, errors: { SMTP_FROM: expect.stringMatching(/needs a sender/) } });
  });
});

describe("secret settings", () => {
  it("are stored encrypted, used by the site, never sent to the page, and kept when left empty", async () => {
    const context = instance();
    await submit(context, {
      group: "newsletter",
      intent: "save",
      BEEHIIV_API_KEY: "bh_live_key_0123456789",
      BEEHIIV_PUBLICATION_ID: "pub_operator",
    });
    const rows = await readStoredSettings(context.db);
    const stored = rows.find((row) => row.key === "BEEHIIV_API_KEY")!;
    expect(stored.value).toMatch(/^v1\./);
    expect(stored.value).not.toContain("bh_live");
    expect((await siteConfig(context)).BEEHIIV_API_KEY).toBe("bh_live_key_0123456789");

    const page = JSON.stringify(await loadSettingsPage(context));
    expect(page).not.toContain("bh_live_key");
    expect(page).toContain("••••••••6789");

    // Saving the section again with the key left empty keeps it; the box removes it.
    await submit(context, {
      group: "newsletter",
      intent: "save",
      BEEHIIV_API_KEY: "",
      BEEHIIV_PUBLICATION_ID: "pub_2",
    });
    expect((await siteConfig(context)).BEEHIIV_API_KEY).toBe("bh_live_key_0123456789");
    await submit(context, {
      group: "newsletter",
      intent: "save",
      "BEEHIIV_API_KEY:remove": "on",
      BEEHIIV_PUBLICATION_ID: "",
    });
    expect((await siteConfig(context)).BEEHIIV_API_KEY).toBeUndefined();
  });

  it("cannot be read by a server with another SESSION_SECRET, which says so instead of using them", async () => {
    await submit(instance(), { group: "landing", intent: "save", LANDING_ACCESS_CODE: "KIT-2026-SPRING" });
    const other = instance({ SESSION_SECRET: "another-secret-of-32-or-more-characters!!" });
    const settings = await siteSettings(other);
    expect(settings.config.LANDING_ACCESS_CODE).toBeUndefined();
    expect(settings.states.get("LANDING_ACCESS_CODE")?.problem).toMatch(/different SESSION_SECRET/);
  });

  it("are refused without a SESSION_SECRET to encrypt them", async () => {
    const result = await submit(instance({ SESSION_SECRET: "" }), {
      group: "ai",
      intent: "save",
      AI_BASE_URL: openAi.url,
      AI_API_KEY: "sk-test",
      AI_MODEL: "gpt-4o-mini",
    });
    expect(result).toMatchObject({ ok: false, errors: { AI_API_KEY: expect.stringMatching(/no SESSION_SECRET/) } });
  });
});

describe("test connection", () => {
  it("asks beehiiv for the publication with the typed key, and marks the saved settings as connected", async () => {
    beehiiv.acceptOnlyKey("bh_good_key_000000000");
    const context = instance();
    const wrong = await submit(context, {
      group: "newsletter",
      intent: "test",
      BEEHIIV_API_KEY: "bh_wrong_key_00000000",
      BEEHIIV_PUBLICATION_ID: "pub_operator",
    });
    expect(wrong).toMatchObject({ ok: false, message: expect.stringMatching(/^beehiiv refused the API key/) });

    const fields = {
      group: "newsletter",
      BEEHIIV_API_KEY: "bh_good_key_000000000",
      BEEHIIV_PUBLICATION_ID: "pub_operator",
    };
    const tested = await submit(context, { ...fields, intent: "test" });
    expect(tested).toMatchObject({
      ok: true,
      message: expect.stringMatching(/“Fake Weekly”.*Save to use these settings\.$/),
    });
    // Tested before saving: connected once the same settings are saved.
    expect(await connectionStatus(context, await siteSettings(context), "newsletter")).toEqual({ state: "unset" });
    await submit(context, { ...fields, intent: "save" });
    expect(await connectionStatus(context, await siteSettings(context), "newsletter")).toMatchObject({
      state: "connected",
    });
    // Another publication is another connection, untested.
    await submit(context, { group: "newsletter", intent: "save", BEEHIIV_PUBLICATION_ID: "pub_other" });
    expect(await connectionStatus(context, await siteSettings(context), "newsletter")).toEqual({ state: "untested" });
  });

  it("signs in to the mail server, and says when the password is wrong", async () => {
    const context = instance();
    const wrong = smtp.url.replace("user:pass", "user:nope");
    const refused = await submit(context, {
      group: "email",
      intent: "test",
      SMTP_URL: wrong,
      SMTP_FROM: "a@example.com",
    });
    expect(refused).toMatchObject({ ok: false, message: expect.stringMatching(/^The mail server refused/) });
    const signedIn = await submit(context, {
      group: "email",
      intent: "test",
      SMTP_URL: smtp.url,
      SMTP_FROM: "a@b.test",
    });
    expect(signedIn).toMatchObject({ ok: true, message: expect.stringMatching(/^Signed in to 127\.0\.0\.1/) });
    expect(smtp.received).toEqual([]);
  });

  it("asks the model for one word", async () => {
    openAi.queue({ kind: "content", content: "OK" });
    const context = instance();
    const result = await submit(context, { group: "ai", intent: "test", AI_BASE_URL: openAi.url, AI_MODEL: "tiny" });
    expect(result).toMatchObject({ ok: true, message: expect.stringMatching(/^tiny answered/) });
    expect(openAi.requests.at(-1)?.body).toMatchObject({ model: "tiny", max_tokens: 5 });
  });
});
