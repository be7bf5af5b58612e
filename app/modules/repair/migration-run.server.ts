import { z } from "zod";
import { type RepairRunView, findRepairRun, finishRepairRun } from "~/db/queries/repair-runs.server";
import type { AppContext } from "~/context";
import type { ImageMigrationReport } from "./image-migration.server";

/** A migration whose counters have not moved for this long was stopped with its server. */
const STALLED_AFTER_MS = 5 * 60 * 1000;
const runIdSchema = z.uuid().optional().catch(undefined);

/** The run named in the address (?run=…), else the latest; one that stalled is marked failed first. */
export async function loadMigrationRun(
  context: Pick<AppContext, "db">,
  searchParams: URLSearchParams,
  now: Date = new Date(),
): Promise<RepairRunView<ImageMigrationReport> | undefined> {
  const runId = runIdSchema.parse(searchParams.get("run") ?? undefined);
  const run = await findRepairRun<ImageMigrationReport>(context.db, "image-migration", runId);
  if (run?.status !== "running" || now.getTime() - Date.parse(run.updatedAt) < STALLED_AFTER_MS) return run;
  await finishRepairRun(context.db, run.id, { error: "The server stopped during the migration." }, now);
  return findRepairRun<ImageMigrationReport>(context.db, "image-migration", run.id);
}
