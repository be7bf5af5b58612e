/**
 * Which tables are content, that is, what a public page is rendered from and the page cache
 * keeps (docs/decisions/0006-page-cache.md): a write to one of these must empty every
 * instance's cache, so each has the content-version trigger (migration 0007's
 * addContentTriggers). Every other table is named in NOT_CONTENT with why a write to it
 * changes no stored page. A new table goes in one list or the other: the integration test
 * beside this file fails for a table in neither, and for a content table without its trigger.
 */
export const CONTENT_TABLES = [
  "playbooks",
  "playbook_parts",
  "playbook_tags",
  "playbook_search",
  "series",
  "series_playbooks",
  "app_settings",
  // The owner's site settings (name, description, share image…) are in every page's head.
  "site_settings",
  // The owner's redirects answer instead of a 404 that a cache may keep.
  "custom_redirects",
] as const;

/** SQLite's FTS5 tables (and the tables each keeps its index in), filled by triggers on their sources. */
const fullTextIndex = (name: string, source: string) =>
  Object.fromEntries(
    ["", "_config", "_data", "_docsize", "_idx"].map((suffix) => [
      `${name}${suffix}`,
      `SQLite's full-text index of ${source}, kept by triggers on it`,
    ]),
  );

const ADMIN_ONLY = "shown only in the admin, which no cache keeps";

export const NOT_CONTENT: Readonly<Record<string, string>> = {
  playbook_sections: "a published playbook's passages, written only with its playbook_search row, in one transaction",
  search_words: "the typo vocabulary, written only with playbook_search rows, in one transaction",
  ...fullTextIndex("playbook_fts", "playbook_search"),
  ...fullTextIndex("playbook_title_trigrams", "playbook_search"),
  ...fullTextIndex("playbook_section_fts", "playbook_sections"),
  slug_redirects: "read only on the way to a 404 or as a 301, answers never stored",
  playbook_revisions: ADMIN_ONLY,
  playbook_trash: ADMIN_ONLY,
  series_trash: ADMIN_ONLY,
  playbook_working_copies: ADMIN_ONLY,
  playbook_preview_links: "share previews behind signed links, answered no-store",
  resource_pack_items: "the pack behind each lead's private link (no-store) and the admin",
  resource_pack_revisions: ADMIN_ONLY,
  tool_results: "results behind private links, answered no-store",
  leads: ADMIN_ONLY,
  lead_submissions: ADMIN_ONLY,
  admin_users: "accounts",
  admin_sessions: "accounts",
  admin_devices: "accounts",
  admin_recovery_codes: "accounts",
  admin_sign_in_pace: "sign-in limits",
  rate_limit_counters: "per-address limits",
  ask_questions: "questions readers asked Ask the library, counted for the admin's insights",
  ask_section_embeddings:
    "vectors of the sections for Ask's ranking, derived from playbook_sections; answers are cached per content version",
  ask_embeddings_version:
    "the counter ask_section_embeddings' triggers bump, so each instance re-reads the vectors only after a write",
  jobs: "background work",
  job_pauses: "background work",
  import_batches: ADMIN_ONLY,
  import_files: ADMIN_ONLY,
  import_images: ADMIN_ONLY,
  repair_runs: ADMIN_ONLY,
  analytics_events: ADMIN_ONLY,
  analytics_daily: ADMIN_ONLY,
  analytics_rollups: ADMIN_ONLY,
  analytics_salts: "analytics' daily secret",
  analytics_late_days: ADMIN_ONLY,
  analytics_uncounted: ADMIN_ONLY,
  content_version: "the counter the triggers bump (SQLite)",
  kysely_migration: "the migrations applied",
  kysely_migration_lock: "the migrations applied",
};
