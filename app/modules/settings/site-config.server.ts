import type { Kysely } from "kysely";
import { configFields, type Config } from "~/config.server";
import type { AppContext, ContentVersionReader } from "~/context";
import {
  readStoredSettings,
  writeStoredSettings,
  type SettingChange,
  type StoredSetting,
} from "~/db/queries/site-settings.server";
import type { Database } from "~/db/schema";
import { memoPerContentVersion } from "~/modules/content-memo/content-memo.server";
import { isSettingKey, SECRET_KEYS, SETTING_KEYS, type SettingKey } from "./keys";
import { secretBox, type SecretBox } from "./secret-box.server";

/** Where a setting's value comes from: the environment wins over the admin, the admin over the default. */
export type SettingSource = "environment" | "admin" | "default";

export interface SettingState {
  key: SettingKey;
  source: SettingSource;
  /** Whether the setting has a value at all (a default counts). */
  set: boolean;
  /** Why a stored value is not used: sealed under another SESSION_SECRET, or no longer valid. */
  problem?: string;
  updatedAt?: string;
  updatedBy?: string | null;
}

export interface SiteSettings {
  /** The server's configuration with the admin's settings applied: what every feature reads. */
  config: Config;
  states: ReadonlyMap<SettingKey, SettingState>;
  /** Rows that are not settings themselves (which connections were tested, with what). */
  records: ReadonlyMap<string, StoredSetting>;
}

type SettingsContext = Pick<AppContext, "db" | "config"> & { contentVersion?: ContentVersionReader };

/** The box that seals secrets, when SESSION_SECRET is set; without it no secret can be stored. */
export function settingsSecretBox(config: Pick<Config, "SESSION_SECRET">): SecretBox | undefined {
  return config.SESSION_SECRET ? secretBox(config.SESSION_SECRET) : undefined;
}

/** The config with the stored settings applied, and where each setting's value came from. */
export function applyStoredSettings(config: Config, stored: readonly StoredSetting[]): SiteSettings {
  const box = settingsSecretBox(config);
  const rows = new Map(stored.map((row) => [row.key, row]));
  const effective: Record<string, unknown> = { ...config };
  const states = new Map<SettingKey, SettingState>();
  for (const key of SETTING_KEYS) {
    const row = rows.get(key);
    if (config.environmentSettings.has(key)) {
      states.set(key, { key, source: "environment", set: true });
      continue;
    }
    const fallback: SettingState = { key, source: "default", set: config[key] !== undefined };
    if (!row) {
      states.set(key, fallback);
      continue;
    }
    const stamp = { updatedAt: row.updatedAt, updatedBy: row.updatedBy };
    const plain = SECRET_KEYS.has(key) ? box?.open(key, row.value) : row.value;
    if (plain === undefined) {
      const problem = box
        ? "Stored with a different SESSION_SECRET: enter it again."
        : "Stored encrypted, but this server has no SESSION_SECRET to read it: set SESSION_SECRET.";
      states.set(key, { ...fallback, ...stamp, problem });
      continue;
    }
    const parsed = configFields.shape[key].safeParse(plain);
    if (!parsed.success) {
      states.set(key, { ...fallback, ...stamp, problem: parsed.error.issues[0]?.message ?? "is not valid" });
      continue;
    }
    effective[key] = parsed.data;
    states.set(key, { key, source: "admin", set: parsed.data !== undefined, ...stamp });
  }
  const records = new Map([...rows].filter(([key]) => !isSettingKey(key)));
  return { config: effective as Config, states, records };
}

/**
 * The site's settings as they are now, on every instance. Each instance keeps them per content
 * version: a saved setting is a content change (migration 0060), heard by every instance on its
 * next request (server/cache/content-version.server.ts), so no instance acts on old values and
 * none reads the table on every request. Without a version (background jobs, scripts, or while
 * it cannot be known) they are read afresh: a few rows.
 */
export const siteSettings = memoPerContentVersion(
  async (db: Kysely<Database>, context: SettingsContext): Promise<SiteSettings> =>
    applyStoredSettings(context.config, await readStoredSettings(db)),
);

/** Stores settings (or records), and makes this instance read them back at once. */
export async function storeSettings(
  context: Pick<AppContext, "db">,
  changes: readonly SettingChange[],
  by: string | null,
): Promise<void> {
  await writeStoredSettings(context.db, changes, by);
  siteSettings.forget(context.db);
}

/** Shorthand: the configuration every feature reads (environment, then the admin's settings, then defaults). */
export async function siteConfig(context: SettingsContext): Promise<Config> {
  return (await siteSettings(context)).config;
}

/** The same context with the site's settings applied to its `config`, for code that reads `context.config`. */
export async function withSiteConfig<Context extends SettingsContext>(context: Context): Promise<Context> {
  return { ...context, config: await siteConfig(context) };
}
