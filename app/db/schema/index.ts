import type {
  AdminDevicesTable,
  AdminRecoveryCodesTable,
  AdminSessionsTable,
  AdminSignInPaceTable,
  AdminUsersTable,
  AppSettingsTable,
  RateLimitCountersTable,
  SiteSettingsTable,
} from "./admin";
import type {
  AnalyticsDailyTable,
  AnalyticsEventsTable,
  AnalyticsLateDaysTable,
  AnalyticsRollupsTable,
  AnalyticsSaltsTable,
  AnalyticsUncountedTable,
  AskQuestionsTable,
  AskSectionEmbeddingsTable,
  AskEmbeddingsVersionTable,
} from "./analytics";
import type {
  ContentVersionTable,
  CustomRedirectsTable,
  PlaybookPartsTable,
  PlaybookSearchTable,
  PlaybookSectionsTable,
  PlaybookTagsTable,
  PlaybooksTable,
  SearchWordsTable,
  SeriesPlaybooksTable,
  SeriesTable,
  SeriesTrashTable,
  SlugRedirectsTable,
} from "./content";
import type {
  PlaybookPreviewLinksTable,
  PlaybookRevisionsTable,
  PlaybookTrashTable,
  PlaybookWorkingCopiesTable,
} from "./editing";
import type {
  ImportBatchesTable,
  ImportFilesTable,
  ImportImagesTable,
  JobPausesTable,
  JobsTable,
  RepairRunsTable,
} from "./jobs";
import type {
  LeadSubmissionsTable,
  LeadsTable,
  ResourcePackItemsTable,
  ResourcePackRevisionsTable,
  ToolResultsTable,
} from "./leads";

export type * from "./columns";
export type * from "./content";
export type * from "./editing";
export type * from "./admin";
export type * from "./leads";
export type * from "./jobs";
export type * from "./analytics";

/** Every table, as Kysely sees them (one file per area beside this one). */
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
  ask_embeddings_version: AskEmbeddingsVersionTable;
}
