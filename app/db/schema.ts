import type { ColumnType } from "kysely";

/** Read as whatever the driver returns (see readJson), written as a JSON string. */
export type JsonColumn = ColumnType<unknown, string, string>;
/** ISO-8601 strings on both engines (PostgreSQL's timestamptz is parsed to ISO in connection.server.ts). */
export type Timestamp = string;

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

export interface CoursesTable {
  id: string;
  slug: string;
  title: string;
  description: string;
  icon: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CoursePlaybooksTable {
  course_id: string;
  playbook_id: string;
  sequence: number;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

/** One row per counted event (a failed sign-in, a subscription, a generation) for sliding-window limits. */
export interface RateLimitEventsTable {
  bucket: string;
  subject: string;
  created_at: Timestamp;
}

export interface Database {
  playbooks: PlaybooksTable;
  playbook_parts: PlaybookPartsTable;
  playbook_tags: PlaybookTagsTable;
  courses: CoursesTable;
  course_playbooks: CoursePlaybooksTable;
  app_settings: AppSettingsTable;
  rate_limit_events: RateLimitEventsTable;
}
