import type { JsonColumn, Timestamp } from "./columns";

// Background jobs, imports and repair runs.

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
