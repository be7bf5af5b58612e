import type { Kysely } from "kysely";
import { findImportBatch } from "~/db/queries/import-batches.server";
import { playbookIdsBySlug } from "~/db/queries/publication.server";
import type { Database } from "~/db/schema";
import { batchPlaybookSlugs } from "~/modules/importer/batch-playbooks.server";
import { emptyPartsWarningFor } from "./empty-parts.server";
import { changeStatusNow } from "./schedule.server";

/**
 * Publishes every playbook an import batch produced that is still a draft ("Publish all" on the
 * import results, `npm run import -- --publish`). Undefined when there is no such batch.
 */
export async function publishImportBatch(
  db: Kysely<Database>,
  batchId: string,
): Promise<{ published: number; playbooks: number; warning?: string } | undefined> {
  const batch = await findImportBatch(db, batchId);
  if (!batch) return undefined;
  const targets = await playbookIdsBySlug(db, batchPlaybookSlugs(batch));
  const ids = targets.map((target) => target.id);
  const published = await changeStatusNow(db, ids, "publish");
  return { published: published.length, playbooks: targets.length, warning: await emptyPartsWarningFor(db, ids) };
}

/** What "Publish all" answers, from the import results or the command line. */
export function publishAllResult({
  published,
  playbooks,
  warning,
}: {
  published: number;
  playbooks: number;
  warning?: string;
}) {
  const after = warning ? ` ${warning}` : "";
  if (published === 0)
    return {
      ok: true,
      message: `Nothing to publish: all ${playbooks} playbooks of this import are public already.${after}`,
    };
  const already = playbooks - published;
  return {
    ok: true,
    message: `Published ${published} ${published === 1 ? "playbook" : "playbooks"} of this import: on the site now.${already > 0 ? ` ${already} ${already === 1 ? "was" : "were"} public already.` : ""}${after}`,
  };
}
