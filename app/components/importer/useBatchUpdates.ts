import { useEffect, useRef } from "react";
import { useToast } from "~/components/ui/toaster";
import type { ImportBatchView } from "~/db/queries/import-batches.server";
import { batchOutcomeMessage, countBatch } from "~/modules/importer/progress";
import { usePollingRevalidation } from "./usePollingRevalidation";

/**
 * Keeps a running batch live: re-reads it from the server until it is finished, and announces
 * each file that turns into a playbook and the batch's outcome. `fromStart` is set on the page
 * the upload lands on, so a batch that finishes before the first paint is still announced;
 * otherwise only changes seen while watching are announced.
 */
export function useBatchUpdates(batch: ImportBatchView | undefined, fromStart: boolean): void {
  const toast = useToast();
  const seen = useRef<{ batchId?: string; completed: Set<string>; finished: boolean }>({
    completed: new Set(),
    finished: true,
  });

  // Web images keep arriving after the files are done: the screens follow them too.
  usePollingRevalidation(
    batch?.status === "processing" ||
      (batch?.files.some(
        (file) => file.status === "completed" && file.totalImages > file.downloadedImages + file.failedImages,
      ) ??
        false),
  );

  useEffect(() => {
    if (!batch) return;
    if (seen.current.batchId !== batch.id) {
      seen.current = fromStart
        ? { batchId: batch.id, completed: new Set(), finished: false }
        : {
            batchId: batch.id,
            completed: new Set(batch.files.filter((file) => file.status === "completed").map((file) => file.id)),
            finished: batch.status === "completed",
          };
    }
    const current = seen.current;
    // One toast per batch, updated in place: a toast per file stacked over the file rows.
    const key = `import-${batch.id}`;
    const processed = batch.files.filter((file) => file.status === "completed" && !current.completed.has(file.id));
    for (const file of processed) current.completed.add(file.id);
    if (!current.finished && batch.status === "completed") {
      current.finished = true;
      const outcome = batchOutcomeMessage(countBatch(batch.files));
      toast({
        key,
        title: outcome.title,
        description: outcome.description,
        variant: outcome.failed ? "destructive" : "default",
      });
    } else if (processed.length > 0) {
      const counts = countBatch(batch.files);
      const names = processed.map((file) => file.fileName).join(", ");
      toast({
        key,
        title: "Playbook processed",
        description: `${names} (${counts.completed} of ${counts.total} done)`,
      });
    }
  }, [batch, fromStart, toast]);
}
