import type { ColumnType, Generated } from "kysely";

/** Read as whatever the driver returns (see readJson), written as a JSON string. */
export type JsonColumn = ColumnType<unknown, string, string>;
/** ISO-8601 strings on both engines (PostgreSQL's timestamptz is parsed to ISO in connection.server.ts). */
export type Timestamp = string;

/** A draft (a fresh import) is seen only in the admin; a published playbook is public. */
export type PlaybookStatus = "draft" | "published";

export interface PlaybooksTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** The playbook's working-form extras (SEO data, focus keywords, images) as JSON. */
  content: JsonColumn;
  /** Primary AI category id, e.g. "ai-knowledge". */
  category: string | null;
  /** Primary BATON category id, e.g. "business". */
  baton_category: string | null;
  keywords: JsonColumn;
  word_count: number;
  reading_time_minutes: number;
  /** Incremented on every save; editors send the version they loaded so a stale save is refused. */
  version: number;
  /** Defaults to 'published' (migration 0015). */
  status: ColumnType<PlaybookStatus, PlaybookStatus | undefined, PlaybookStatus>;
  /** When a draft is scheduled to go public (migration 0027); null when it is not. */
  publish_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** When a published playbook is scheduled to go back to draft; null when it is not. */
  unpublish_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /**
   * The date shown as its publication (feed, sitemap, JSON-LD): set when it first goes public,
   * editable and backdatable by the owner (migration 0055); null while a draft has none.
   */
  published_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** When it was added: the demo library's `published` date, else the first save. The catalog lists newest first. */
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlaybookPartsTable {
  id: string;
  playbook_id: string;
  /** 1-based order within the playbook. */
  position: number;
  title: string;
  slug: string;
  /** Sanitized HTML; null while the part is still being processed. */
  html: string | null;
  word_count: number;
  reading_time_minutes: number;
  /** [{ id, text, level }] of the part's h2/h3 headings. */
  headings: JsonColumn;
  keywords: JsonColumn;
}

export type PlaybookTagKind = "ai-category" | "baton-category" | "business-area" | "tool";

/** A playbook's AI and BATON categories, business areas and tools: several of each per playbook. */
export interface PlaybookTagsTable {
  playbook_id: string;
  kind: PlaybookTagKind;
  value: string;
}

/**
 * The plain text full-text search indexes (title, description, every part's text), written by
 * upsertPlaybook. On SQLite it also has an integer doc_id that the FTS5 tables key on.
 */
/** The text and facets the full-text index is built from (docs/decisions/0004-search.md). */
export interface PlaybookSearchTable {
  /** Assigned as the playbook is first stored and kept on every save: the order playbooks were added. */
  doc_id: Generated<number>;
  playbook_id: string;
  title: string;
  description: string;
  body: string;
  /** Facet tokens (catalog-facets.ts), space-separated. */
  facets: string;
}

/** A passage of a published playbook a search result can open (docs/decisions/0004-search.md). */
export interface PlaybookSectionsTable {
  /** doc_id × SECTION_ID_SPAN + position (queries/search-documents.server.ts). */
  section_id: number;
  /** The playbook's search row: deleting it deletes its sections. */
  doc_id: number;
  part_slug: string;
  part_title: string;
  part_position: number;
  /** The heading's id, or "" for the top of the part. */
  anchor: string;
  heading: string;
  body: string;
  /** Reading order within the playbook. */
  position: number;
}

/** The words of published playbooks that a mistyped search word may be corrected to. */
export interface SearchWordsTable {
  word: string;
}

export interface SeriesTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  icon: string;
  /** Incremented on every admin save; the manager sends the version it loaded so a stale save is refused. */
  version: ColumnType<number, number | undefined, number>;
  /** Hash of the content/series.json entry it was last loaded from; null once the owner edited it, so the files never overwrite an edit. */
  source_hash: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Deleted series, kept whole (snapshot: a SeriesSnapshot, with their playbook order) as long as deleted playbooks. */
export type SeriesTrashTable = PlaybookTrashTable;

export type RedirectKind = "playbook" | "part" | "series";

/** An old address of a playbook, a part or a series, answered with a 301 to where it went (ADR 0020). */
export interface SlugRedirectsTable {
  id: string;
  kind: RedirectKind;
  /** '' for playbook and series slugs (unique site-wide); the playbook's id for a part slug. */
  scope: string;
  old_slug: string;
  /** The playbook (for playbook and part redirects) or the series it leads to. */
  target_id: string;
  /** For a part: the part's slug now. '' otherwise: the target's current slug is read by its id. */
  target_slug: string;
  created_at: Timestamp;
}

export interface SeriesPlaybooksTable {
  series_id: string;
  playbook_id: string;
  sequence: number;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

/**
 * A setting the owner changed in the admin (app/modules/settings), by its environment
 * variable's name; a secret's value is encrypted. Written rows count as content changes.
 */
export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** An owner's redirect (app/modules/redirects): from a path, or every path under a prefix. */
export interface CustomRedirectsTable {
  id: string;
  /** Without a trailing slash ("/" only for the home page). */
  from_path: string;
  match: "exact" | "prefix";
  /** A path on this site or an https address; ending in "/*" it receives the rest of a prefix rule's path. */
  to_address: string;
  status: 301 | 302;
  created_at: Timestamp;
  created_by: string | null;
}

/** One row per limited bucket and subject (a sign-in pair, an address): hits in its current window. */
export interface RateLimitCountersTable {
  bucket: string;
  subject: string;
  window_started_at: Timestamp;
  hits: number;
}

/** Each admin account's sign-in pace: attempts since the last success, and when the next may be checked. */
export interface AdminSignInPaceTable {
  /** The account's e-mail (or the e-mail tried, for an address that has no account). */
  account: string;
  attempts: number;
  last_attempt_at: Timestamp;
  next_attempt_at: Timestamp;
}

/** One-time codes that stand in for the authenticator app; only their SHA-256 is kept. */
export interface AdminRecoveryCodesTable {
  code_hash: string;
  admin_user_id: string;
  created_at: Timestamp;
}

export interface AdminUsersTable {
  id: string;
  /** Stored lowercased, so sign-in ignores case. */
  email: string;
  /** scrypt$N$r$p$salt$hash (see app/modules/auth/password.server.ts); never the password itself. */
  password_hash: string;
  /** Base32 TOTP secret once the second factor is on; null while it is off. */
  totp_secret: string | null;
  /** The secret shown during set-up, until a code from the app confirms it. */
  totp_pending_secret: string | null;
  /** The last accepted code's time step: a code is accepted once. */
  totp_last_step: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AdminSessionsTable {
  /** SHA-256 of the cookie's token: a copy of the table does not let anyone sign in. */
  id: string;
  admin_user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** The absolute end of the session, however active it is. */
  expires_at: Timestamp;
  /** The browser's User-Agent at sign-in (cut short), for the owner's list of sessions. */
  user_agent: string | null;
  /** The client's address at sign-in. */
  address: string | null;
}

/** A browser that completed a sign-in to the account (its device cookie names it), until it expires or is revoked. */
export interface AdminDevicesTable {
  /** SHA-256 of the random id in the signed cookie. */
  id: string;
  admin_user_id: string;
  created_at: Timestamp;
  last_sign_in_at: Timestamp;
  /** Renewed at each sign-in from the browser. */
  expires_at: Timestamp;
  user_agent: string | null;
  address: string | null;
}

/** The state of a playbook just before a save replaced it. */
export interface PlaybookRevisionsTable {
  id: string;
  playbook_id: string;
  /** The version the snapshot had. */
  version: number;
  /** A PlaybookSnapshot (app/db/queries/playbook-snapshots.server.ts). */
  snapshot: JsonColumn;
  created_at: Timestamp;
  /** The admin whose save replaced this version; null for the importer and the demo loader. */
  created_by: string | null;
}

/** Deleted playbooks, kept whole for 30 days so a delete can be undone. */
export interface PlaybookTrashTable {
  /** The playbook's own id, reused when it is restored. */
  id: string;
  slug: string;
  title: string;
  snapshot: JsonColumn;
  deleted_at: Timestamp;
  deleted_by: string | null;
}

/** An editing session's unsaved text (migration 0024): autosaved as the owner types, removed when saved. */
export interface PlaybookWorkingCopiesTable {
  /** The session's id, handed to the editor when it opens. */
  id: string;
  playbook_id: string;
  /** The playbook version the session started from: a save is refused if another was saved since. */
  base_version: number;
  /** The editor's draft (app/modules/admin/playbook-draft.ts) as typed, valid or not. */
  draft: JsonColumn;
  word_count: number;
  edited_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When a save from this session was refused because someone else saved first; null otherwise. */
  refused_at: Timestamp | null;
}

/** A signed share-preview link (migration 0025): readable without an account until it expires or is revoked. */
export interface PlaybookPreviewLinksTable {
  id: string;
  playbook_id: string;
  created_by: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** Where a lead came from: first-visit UTM data and the tool that captured it. */
export interface LeadTrackingColumns {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  landing_page: string | null;
  /** As the visitor's browser reported it (ISO string), not a server timestamp. */
  first_visit: string | null;
  lead_magnet: string | null;
  current_tool: string | null;
  conversion_page: string | null;
}

/**
 * The last touch before the submission: the latest visit that came from a campaign link or
 * another site (a direct return does not replace it); the columns above are the first touch.
 */
export interface LeadLastTouchColumns {
  last_utm_source: string | null;
  last_utm_medium: string | null;
  last_utm_campaign: string | null;
  last_utm_term: string | null;
  last_utm_content: string | null;
  last_referrer: string | null;
  last_landing_page: string | null;
  /** As the visitor's browser reported it (ISO string). */
  last_visit: string | null;
}

/** One row per e-mail address: the first submission's first touch, the latest submission's last touch. */
export interface LeadsTable extends LeadTrackingColumns, LeadLastTouchColumns {
  id: string;
  email: string;
  /** The random token in this lead's private link to the resources pack; null only for leads from before it existed. */
  pack_token: string | null;
  submission_count: number;
  /** Double opt-in run by this site: "pending" until the e-mailed link is followed, then "confirmed"; null when not asked. */
  confirmation: "pending" | "confirmed" | null;
  confirmed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every subscription form sent, including repeats from the same address with another tool. */
export interface LeadSubmissionsTable extends LeadTrackingColumns, LeadLastTouchColumns {
  id: string;
  lead_id: string;
  /** The stored tool result (tool_results.id) the form was sent from, if any. */
  result_id: string | null;
  /** 1 when the browser owned the lead (or created it); 0 for an address typed in anywhere else. */
  from_owner: Generated<number>;
  created_at: Timestamp;
}

export type JobStatus = "pending" | "running" | "done" | "failed";

/**
 * A background job (app/modules/jobs): due at `run_at`, claimed by one server instance for a
 * lease, retried with backoff. Recurring jobs go back to pending after each run.
 */
export interface JobsTable {
  id: string;
  kind: string;
  /** What the job is about (a lead id, a playbook id), unique per kind; null for jobs nobody looks up. */
  key: string | null;
  /** The kind's payload, validated by its schema before the job runs. */
  payload: JsonColumn;
  status: JobStatus;
  /** Runs started, counting the one in progress. */
  attempts: number;
  run_at: Timestamp;
  /** The runner holding the claim, until `locked_until`; a runner that died loses it then. */
  locked_by: string | null;
  locked_until: Timestamp | null;
  last_error: string | null;
  /** When it last finished (a recurring job: its latest run). */
  finished_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A provider's pause shared by every instance (migration 0040): its jobs are not claimed before `paused_until`. */
export interface JobPausesTable {
  /** The provider the pause holds (beehiiv), or a job kind that names none. */
  name: string;
  paused_until: Timestamp;
  /** What the provider answered, for the admin's jobs screen. */
  reason: string;
}

export type ImportFileStatus = "pending" | "processing" | "completed" | "error";

/** One run of the batch importer (from the admin screens or `npm run import`). */
export interface ImportBatchesTable {
  id: string;
  source: "admin" | "cli";
  status: "processing" | "completed";
  total_files: number;
  created_at: Timestamp;
  /** Touched whenever a file moves on, so a batch the server stopped working on can be told apart. */
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}

/** One file of an import batch: the spec's processingStatus, errors and imageCaptureProgress. */
export type ImportImageStatus = "pending" | "completed" | "failed";

/** A remote image of an imported file, fetched after the playbook is stored. */
export interface ImportImagesTable {
  id: string;
  file_id: string;
  /** Order of first appearance in the document. */
  position: number;
  url: string;
  status: ImportImageStatus;
  error: string | null;
  file_size: number;
  updated_at: Timestamp;
  /** The playbook it is swapped into, by id (a rename does not lose it); null before migration 0045 found it. */
  playbook_id: string | null;
  /** Once arrived: the stored copy's JSON PlacedImage, put back by a save whose text still has the web address. */
  placed: JsonColumn | null;
}

export interface ImportFilesTable {
  id: string;
  batch_id: string;
  /** 1-based order in which the files were added. */
  position: number;
  file_name: string;
  file_size: number;
  status: ImportFileStatus;
  error: string | null;
  /** The playbook the file became, once completed. */
  playbook_slug: string | null;
  total_images: number;
  downloaded_images: number;
  failed_images: number;
  updated_at: Timestamp;
}

export type RepairTool = "twitter-embeds" | "image-migration";
export type RepairMode = "test" | "debug" | "full";

/** A run of a repair tool with its live counters and, when done, its report. */
export interface RepairRunsTable {
  id: string;
  tool: RepairTool;
  mode: RepairMode;
  status: "running" | "completed" | "failed";
  processed: number;
  total: number;
  fixed: number;
  report: JsonColumn;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}

/** A tool's result, kept so that its link can be opened again later; the id is the link's random token. */
export interface ToolResultsTable {
  id: string;
  tool: string;
  /** The tool page it was made on, e.g. the quiz's intro or direct door (analytics compares them). */
  entry: string;
  /** The answers and, for generated results, what was generated (modules/tools/results/stored-result.ts). */
  payload: JsonColumn;
  created_at: Timestamp;
}

/** A question a reader asked the library, without who asked (migration 0065). */
/** Ask's optional embedding of a section (migration 0071): float32 little-endian, base64. */
export interface AskSectionEmbeddingsTable {
  section_id: number;
  model: string;
  /** Digest of the model and the text embedded: a changed section gets a new vector. */
  digest: string;
  vector: string;
}

export interface AskQuestionsTable {
  id: string;
  asked_at: Timestamp;
  /** As asked, trimmed and cut to the length Ask reads. */
  question: string;
  status: "answered" | "partial" | "not_found";
  mode: "extractive" | "generative";
  /** The answer as shown, with its citation numbers. */
  answer: string;
  feedback: "up" | "down" | null;
  feedback_reason: string | null;
  feedback_at: Timestamp | null;
}

/** One item of the workshop resources pack (a cheat sheet, the prompt pack...), as Markdown. */
export interface ResourcePackItemsTable {
  id: string;
  slug: string;
  /** 1-based order in the pack. */
  position: number;
  title: string;
  summary: string;
  body: string;
  version: number;
  /** Hash of the content file it was last loaded from; null once the owner has edited it, so a reload never overwrites an edit. */
  source_hash: string | null;
  updated_at: Timestamp;
  /** The admin who saved this version; null when it came from the content files. */
  updated_by: string | null;
}

/** A pack item's earlier version, recorded when a save or restore replaced it. */
export interface ResourcePackRevisionsTable {
  id: string;
  item_id: string;
  version: number;
  title: string;
  summary: string;
  body: string;
  saved_at: Timestamp;
  saved_by: string | null;
  replaced_at: Timestamp;
  replaced_by: string | null;
}

/** SQLite only: counts writes to the content tables (migration 0007) for the page cache. */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/**
 * One analytics event (app/modules/analytics/events.ts names them and what each column holds).
 * No address, no cookie, nothing a visitor typed except a catalog search.
 */
export interface AnalyticsEventsTable {
  occurred_at: Timestamp;
  /** The UTC day (YYYY-MM-DD) the event arrived: what the roll-up and the dashboard group by. */
  day: string;
  name: string;
  /** The day's salted hash of address and browser: counts unique visitors within that day only. */
  visitor: string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  device: string;
  subject: string | null;
  variant: string | null;
  position: number | null;
  amount: number | null;
}

/** Daily figures of one breakdown (BREAKDOWNS in app/db/queries/analytics-events.server.ts), kept forever. */
export interface AnalyticsDailyTable {
  day: string;
  breakdown: string;
  key1: string;
  key2: string;
  key3: string;
  events: number;
  visitors: number;
  /** The largest `amount` of the events (a search's best result count); null when they had none. */
  max_amount: number | null;
}

/** Days whose raw events are already in analytics_daily. */
export interface AnalyticsRollupsTable {
  day: string;
  rolled_up_at: Timestamp;
}

/** The visitor-hash salt of a day, shared by every server instance and deleted when the next day is over. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** Past days that got events after they may have been rolled up: rolled up again, read live meanwhile. */
export interface AnalyticsLateDaysTable {
  day: string;
  /** Raised by each late write, so a roll-up that read the events before it does not clear the mark. */
  generation: number;
}

/** Events the site received and did not count, per day and reason ('excess', 'unverified', 'dropped'). */
export interface AnalyticsUncountedTable {
  day: string;
  reason: string;
  events: number;
}

export interface Database {
  playbooks: PlaybooksTable;
  playbook_parts: PlaybookPartsTable;
  playbook_tags: PlaybookTagsTable;
  playbook_search: PlaybookSearchTable;
  playbook_sections: PlaybookSectionsTable;
  search_words: SearchWordsTable;
  series: SeriesTable;
  series_playbooks: SeriesPlaybooksTable;
  series_trash: SeriesTrashTable;
  slug_redirects: SlugRedirectsTable;
  app_settings: AppSettingsTable;
  site_settings: SiteSettingsTable;
  custom_redirects: CustomRedirectsTable;
  rate_limit_counters: RateLimitCountersTable;
  admin_sign_in_pace: AdminSignInPaceTable;
  admin_users: AdminUsersTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_sessions: AdminSessionsTable;
  admin_devices: AdminDevicesTable;
  playbook_revisions: PlaybookRevisionsTable;
  playbook_trash: PlaybookTrashTable;
  playbook_working_copies: PlaybookWorkingCopiesTable;
  playbook_preview_links: PlaybookPreviewLinksTable;
  leads: LeadsTable;
  lead_submissions: LeadSubmissionsTable;
  jobs: JobsTable;
  job_pauses: JobPausesTable;
  import_batches: ImportBatchesTable;
  import_files: ImportFilesTable;
  import_images: ImportImagesTable;
  repair_runs: RepairRunsTable;
  content_version: ContentVersionTable;
  tool_results: ToolResultsTable;
  resource_pack_items: ResourcePackItemsTable;
  resource_pack_revisions: ResourcePackRevisionsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_rollups: AnalyticsRollupsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_late_days: AnalyticsLateDaysTable;
  analytics_uncounted: AnalyticsUncountedTable;
  ask_questions: AskQuestionsTable;
  ask_section_embeddings: AskSectionEmbeddingsTable;
}
