import type { ImportFileStatus } from "~/db/schema";

export interface BatchCounts {
  total: number;
  completed: number;
  errors: number;
  /** Not finished yet: waiting or being processed. */
  pending: number;
  /** Finished files (completed or failed) as a whole percentage. */
  percent: number;
}

export function countBatch(files: readonly { status: ImportFileStatus }[]): BatchCounts {
  const completed = files.filter((file) => file.status === "completed").length;
  const errors = files.filter((file) => file.status === "error").length;
  const total = files.length;
  return {
    total,
    completed,
    errors,
    pending: total - completed - errors,
    percent: total === 0 ? 0 : Math.round(((completed + errors) / total) * 100),
  };
}

/** The spec's closing toast for a finished batch: its title, and the failure count if any failed. */
export function batchOutcomeMessage(counts: BatchCounts): { title: string; description: string; failed: boolean } {
  const title = "Batch Processing Complete";
  if (counts.errors > 0) {
    const description = `Import completed with ${counts.errors} failures out of ${counts.total} playbooks`;
    return { title, description, failed: true };
  }
  const noun = counts.completed === 1 ? "playbook" : "playbooks";
  return { title, description: `${counts.completed} ${noun} imported.`, failed: false };
}
