import type { Kysely } from "kysely";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import type { ImportBatchView } from "~/db/queries/import-batches.server";
import type { PlaybookSnapshot } from "~/db/queries/playbook-snapshots.server";
import type { Database } from "~/db/schema";

/** The slugs of the playbooks a batch produced, in file order, each once. */
export function batchPlaybookSlugs(batch: ImportBatchView): string[] {
  return [
    ...new Set(
      batch.files.flatMap((file) => (file.status === "completed" && file.playbookSlug ? [file.playbookSlug] : [])),
    ),
  ];
}

/** The playbooks a batch produced that still exist, in file order, each once. */
export async function loadBatchPlaybooks(db: Kysely<Database>, batch: ImportBatchView): Promise<PlaybookSnapshot[]> {
  const snapshots = await Promise.all(batchPlaybookSlugs(batch).map((slug) => findPlaybookSnapshotBySlug(db, slug)));
  return snapshots.filter((snapshot): snapshot is PlaybookSnapshot => snapshot !== undefined);
}
