import { data } from "react-router";
import { z } from "zod";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { ResultsPanel } from "~/components/importer/ResultsPanel";
import { listImportImages } from "~/db/queries/import-images.server";
import { findEmptyParts } from "~/db/queries/part-content.server";
import { moveToTrash } from "~/db/queries/trash.server";
import { publishResult, type ManagerResult } from "~/modules/admin/manager-results";
import { requireAdmin } from "~/modules/auth/guard.server";
import { publishAllResult, publishImportBatch } from "~/modules/publishing/publish-import.server";
import { emptyPartsWarning, emptyPartsWarningBySlug } from "~/modules/publishing/empty-parts.server";
import { publishBySlug } from "~/modules/publishing/schedule.server";
import { loadBatchPlaybooks } from "~/modules/importer/batch-playbooks.server";
import { loadImportBatch } from "~/modules/importer/batch-loader.server";
import { toResultCard, toResultNotes } from "~/modules/importer/results";
import { retryFailedImages } from "~/modules/importer/retry-images.server";
import type { Route } from "./+types/admin.import.results";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const batch = await loadImportBatch(context, new URL(request.url).searchParams);
  const playbooks = batch ? await loadBatchPlaybooks(context.db, batch) : [];
  const images = batch
    ? await listImportImages(
        context.db,
        batch.files.map((file) => file.id),
      )
    : [];
  const empty = await findEmptyParts(
    context.db,
    playbooks.map((playbook) => playbook.id),
  );
  const notes = playbooks.map((playbook) => {
    const own = <T extends { playbookId: string | null }>(rows: readonly T[]) =>
      rows.filter((row) => row.playbookId === playbook.id);
    return [playbook.input.slug, toResultNotes(playbook, own(images), emptyPartsWarning(own(empty)))] as const;
  });
  return { batchId: batch?.id, playbooks: playbooks.map(toResultCard), notes: Object.fromEntries(notes) };
}

/**
 * Publish makes a draft public, Publish all every draft of the batch; Retry failed images fetches
 * the batch's failed web images again; delete moves a playbook to the trash (restorable for 30
 * days), as in the Playbook Manager.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const slug = String(form.get("slug") ?? "");
  if (intent === "retry-images") {
    const batchId = z.uuid().safeParse(form.get("batch"));
    const outcome = batchId.success ? await retryFailedImages(context.db, batchId.data) : undefined;
    if (!outcome) return data({ intent, ok: false, message: "This import no longer exists." }, { status: 404 });
    context.logger.info({ batchId: batchId.data, by: admin.email, ok: outcome.ok }, "import images retried");
    return { intent, ...outcome };
  }
  if (intent === "publish-all") {
    const batchId = z.uuid().safeParse(form.get("batch"));
    const outcome = batchId.success ? await publishImportBatch(context.db, batchId.data) : undefined;
    if (!outcome) return data({ intent, ok: false, message: "This import no longer exists." }, { status: 404 });
    context.logger.info({ batchId: batchId.data, ...outcome, by: admin.email }, "import published");
    return { intent, ...publishAllResult(outcome) };
  }
  if (intent === "publish") {
    const published = await publishBySlug(context.db, slug);
    if (published) context.logger.info({ slug, by: admin.email }, "imported playbook published");
    return publishResult(published, slug, published ? await emptyPartsWarningBySlug(context.db, slug) : undefined);
  }
  if (intent !== "delete") throw data("Unknown action", { status: 400 });
  const deleted = await moveToTrash(context.db, slug, admin.email);
  if (!deleted) {
    const errors = ["Failed to delete playbook: it no longer exists."];
    return data({ intent: "delete", ok: false, errors } satisfies ManagerResult, { status: 404 });
  }
  context.logger.info({ slug, by: admin.email }, "imported playbook moved to trash");
  return { intent: "delete", ok: true, title: deleted.title } satisfies ManagerResult;
}

export default function ResultsTab({ loaderData, actionData }: Route.ComponentProps) {
  const notice =
    actionData &&
    (actionData.intent === "publish-all" || actionData.intent === "retry-images") &&
    "message" in actionData
      ? actionData
      : undefined;
  return (
    <>
      <ResultNotice result={notice} />
      <ResultsPanel batchId={loaderData.batchId} playbooks={loaderData.playbooks} notes={loaderData.notes} />
    </>
  );
}
