import type { ColumnType, Generated } from "kysely";
import type { JsonColumn, Timestamp } from "./columns";
import type { PlaybookTrashTable } from "./editing";

// The public library: playbooks, their parts, tags, search index, series and redirects.

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

/** SQLite only: counts writes to the content tables (migration 0007) for the page cache. */
export interface ContentVersionTable {
  id: number;
  version: number;
}
