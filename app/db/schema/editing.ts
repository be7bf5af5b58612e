import type { JsonColumn, Timestamp } from "./columns";

// The owner's editing history: revisions, trash, working copies and preview links.

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
