/**
 * The settings the owner may change in the admin (/admin/settings), each named after the
 * environment variable that can set it instead. A variable set in the environment wins, and the
 * admin shows it as "set by the server" (docs/decisions/0028-site-settings.md).
 */
export const SETTING_KEYS = [
  "SITE_NAME",
  "SITE_DESCRIPTION",
  "SITE_SHARE_IMAGE",
  "SOCIAL_X_URL",
  "SOCIAL_LINKEDIN_URL",
  "SOCIAL_YOUTUBE_URL",
  "SOCIAL_INSTAGRAM_URL",
  "NEWSLETTER_URL",
  "WORKSHOP_KIT_URL",
  "CONTENT_OFFER_URL",
  "AUTOMATION_OFFER_URL",
  "BEEHIIV_API_KEY",
  "BEEHIIV_PUBLICATION_ID",
  "BEEHIIV_PACK_AUTOMATION_ID",
  "SMTP_URL",
  "SMTP_FROM",
  "AI_BASE_URL",
  "AI_API_KEY",
  "AI_MODEL",
  "ASK_EMBEDDINGS_MODEL",
  "LANDING_ACCESS_CODE",
  "ANALYTICS_RETENTION_DAYS",
] as const;

export type SettingKey = (typeof SETTING_KEYS)[number];

/** Stored encrypted, never sent to a browser, shown masked. */
export const SECRET_KEYS: ReadonlySet<SettingKey> = new Set([
  "BEEHIIV_API_KEY",
  "SMTP_URL",
  "AI_API_KEY",
  "LANDING_ACCESS_CODE",
]);

export function isSettingKey(name: string): name is SettingKey {
  return (SETTING_KEYS as readonly string[]).includes(name);
}
