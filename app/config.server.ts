import path from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./modules/network/trust-proxy";
import { DEFAULT_SITE_NAME } from "./modules/seo/site";
import { SETTING_KEYS, type SettingKey } from "./modules/settings/keys";
import { parseStorageUrl } from "./modules/storage/storage-url.server";

/** Environment variables that are set but empty count as unset, as they do in most .env files. */
const optionalString = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());

/** Variables whose values are never repeated in an error message (it ends up in logs). */
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|KEY$|^STORAGE_URL$|^SMTP_URL$/;

/** An optional absolute http(s) link, e.g. to an external offer page. */
const optionalHttpUrl = optionalString.pipe(
  z.url({ protocol: /^https?$/, message: "must be an absolute http(s) URL" }).optional(),
);

/** A whole number of `unit` ("bytes", "days"…), at least `min`; the messages name the unit. */
const wholeNumber = (unit: string, min: number, minMessage = `must be at least ${min}`) =>
  z.coerce
    .number({ message: `must be a whole number of ${unit}` })
    .int(`must be a whole number of ${unit}`)
    .min(min, minMessage);

/** "true" or "false", read as a boolean. */
const flag = (defaultValue: "true" | "false") =>
  z
    .enum(["true", "false"], { message: "must be true or false" })
    .default(defaultValue)
    .transform((value) => value === "true");

/** Which proxies may name the visitor's address; unset trusts none. */
const trustProxy = optionalString.transform((value, ctx) => {
  const result = parseTrustProxy(value);
  if (result.ok) return result.value;
  ctx.addIssue({ code: "custom", message: result.problem });
  return z.NEVER;
});

/** Further host names the site answers under besides SITE_URL's (comma-separated; ports ignored). */
const hostNames = optionalString.transform((value, ctx) => {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => URL.parse(`http://${entry}`)?.host !== entry.toLowerCase());
  if (wrong === undefined) return entries.map((entry) => new URL(`http://${entry}`).hostname);
  ctx.addIssue({ code: "custom", message: `must be host names separated by commas; "${wrong}" is not one` });
  return z.NEVER;
});

/** Optional S3-compatible media bucket; unset keeps media in DATA_DIR/media. */
const storageUrl = optionalString.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const result = parseStorageUrl(value);
  if (result.ok) return result.location;
  ctx.addIssue({ code: "custom", message: result.problem });
  return z.NEVER;
});

/**
 * Every variable and how it is read. The settings the admin can change (SETTING_KEYS) are read
 * from the database through the same fields, so a value means the same wherever it was set.
 */
export const configFields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, message: "must be an absolute http(s) URL, e.g. https://example.com" }).optional(),
  ),
  ALLOWED_HOSTS: hostNames,
  SITE_NAME: optionalString.pipe(
    z.string().trim().min(1).max(80, "must be at most 80 characters").default(DEFAULT_SITE_NAME),
  ),
  SITE_DESCRIPTION: optionalString.pipe(z.string().trim().max(300, "must be at most 300 characters").optional()),
  // The site's default share image: a path on this site or an absolute https address.
  SITE_SHARE_IMAGE: optionalString.pipe(
    z
      .string()
      .regex(/^(\/(?!\/)|https:\/\/)\S+$/, "must be a path on this site (/…) or an https:// address")
      .optional(),
  ),
  NEWSLETTER_URL: z
    .url({ protocol: /^https?$/, message: "must be an absolute http(s) URL" })
    .default("https://newsletter.aibusinessplaybooks.com"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql:// (leave it unset for SQLite)")
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default("data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO_CONTENT: flag("true"),
  IMPORT_MAX_FILE_BYTES: wholeNumber("bytes", 1024).default(10 * 1024 * 1024),
  IMPORT_MAX_BATCH_BYTES: wholeNumber("bytes", 1024).default(100 * 1024 * 1024),
  IMPORT_IMAGE_TIMEOUT_MS: wholeNumber("milliseconds", 100).default(10_000),
  IMPORT_IMAGE_MAX_BYTES: wholeNumber("bytes", 1024).default(10 * 1024 * 1024),
  IMPORT_ALLOW_PRIVATE_IMAGE_HOSTS: flag("false"),
  ADMIN_EMAIL: optionalString.pipe(z.email({ message: "must be an e-mail address" }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(12, "must be at least 12 characters (or leave it unset to get a generated one)").optional(),
  ),
  BEEHIIV_API_KEY: optionalString,
  BEEHIIV_PUBLICATION_ID: optionalString,
  BEEHIIV_API_BASE: z
    .url({ protocol: /^https?$/, message: "must be an absolute http(s) URL" })
    .default("https://api.beehiiv.com"),
  BEEHIIV_SEND_WELCOME_EMAIL: flag("true"),
  BEEHIIV_PACK_AUTOMATION_ID: optionalString,
  DOUBLE_OPT_IN: flag("false"),
  // Fractions allowed (0.5 is twelve hours), so a test can watch a link expire.
  CONFIRMATION_LINK_DAYS: z.coerce
    .number({ message: "must be a number of days" })
    .positive("must be more than 0 days")
    .max(365, "must be at most 365 days")
    .default(7),
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, message: "must be smtp://user:password@host:port or smtps://…" }).optional(),
  ),
  SMTP_FROM: optionalString,
  SESSION_SECRET: optionalString.pipe(
    z
      .string()
      .min(32, "must be at least 32 characters (or leave it unset to keep a generated one in the database)")
      .optional(),
  ),
  TRUST_PROXY: trustProxy,
  AI_BASE_URL: optionalString.pipe(
    z
      .url({ protocol: /^https?$/, message: "must be an absolute http(s) URL, e.g. https://api.openai.com/v1" })
      .optional(),
  ),
  AI_API_KEY: optionalString,
  AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  AI_TIMEOUT_MS: wholeNumber("milliseconds", 1000).default(45_000),
  // Answers "Ask the library" may have written by the model per day, all visitors together (0: extraction only).
  // The embedding model of the AI endpoint (its /v1/embeddings) for Ask's ranking; unset: lexical only (ADR 0033).
  ASK_EMBEDDINGS_MODEL: optionalString,
  ASK_DAILY_GENERATIONS: wholeNumber("answers", 0, "must be 0 (extraction only) or more").default(500),
  LANDING_ACCESS_CODE: optionalString,
  WORKSHOP_KIT_URL: optionalHttpUrl,
  CONTENT_OFFER_URL: optionalHttpUrl,
  AUTOMATION_OFFER_URL: optionalHttpUrl,
  SOCIAL_X_URL: optionalHttpUrl,
  SOCIAL_LINKEDIN_URL: optionalHttpUrl,
  SOCIAL_YOUTUBE_URL: optionalHttpUrl,
  SOCIAL_INSTAGRAM_URL: optionalHttpUrl,
  ANALYTICS_ENABLED: flag("true"),
  ANALYTICS_RETENTION_DAYS: wholeNumber("days", 1).default(30),
  ANALYTICS_FLUSH_MS: wholeNumber("milliseconds", 50).default(1000),
  ANALYTICS_BATCH_SIZE: wholeNumber("events", 1).default(500),
  PAGE_CACHE_MAX_MB: wholeNumber("megabytes", 0, "must be 0 (off) or more").default(64),
  SERVER_WORKERS: wholeNumber("processes", 1).max(64, "must be at most 64").default(1),
  STORAGE_URL: storageUrl,
});

/**
 * Pairs that need each other (SMTP_URL and SMTP_FROM; DOUBLE_OPT_IN and something to send its
 * e-mail) are not checked at start-up: either half may be set in the admin, so the settings page
 * and the launch checklist say what is missing (app/modules/settings/problems.ts).
 */
export type Config = Omit<z.infer<typeof configFields>, "SITE_URL" | "DATA_DIR"> & {
  SITE_URL: string;
  DATA_DIR: string;
  isProduction: boolean;
  /** The admin-editable settings this environment sets itself: they win over the admin's. */
  environmentSettings: ReadonlySet<SettingKey>;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** A URL's password is as secret as a variable named PASSWORD: "postgres://user:***@host". */
function withoutPassword(value: string): string {
  return value.replace(/^([a-z][\w+.-]*:\/\/[^:@/]*):[^@/]*@/i, "$1:***@");
}

/** Parses the environment once at start-up; a bad value stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configFields.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = issue.path.join(".");
        const value = env[name];
        const shown = value === undefined || SECRET_NAME.test(name) ? "" : ` (got "${withoutPassword(value)}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const parsed = result.data;
  const siteUrl = (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, "");
  return {
    ...parsed,
    SITE_URL: siteUrl,
    DATA_DIR: path.resolve(parsed.DATA_DIR),
    isProduction: parsed.NODE_ENV === "production",
    environmentSettings: new Set(SETTING_KEYS.filter((key) => (env[key] ?? "") !== "")),
  };
}

/** For process entry points (server, scripts): prints what is wrong with the environment and exits 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
