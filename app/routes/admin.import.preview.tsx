import { PreviewPanel } from "~/components/importer/PreviewPanel";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import { requireAdmin } from "~/modules/auth/guard.server";
import { previewViewSchema, toPreview } from "~/modules/importer/preview.server";
import type { Route } from "./+types/admin.import.preview";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const view = previewViewSchema.parse(params.get("view") ?? undefined);
  const slug = params.get("slug")?.slice(0, 200);
  const snapshot = slug ? await findPlaybookSnapshotBySlug(context.db, slug) : undefined;
  return { view, preview: snapshot && toPreview(snapshot, view), batchId: params.get("batch") ?? undefined };
}

export default function PreviewTab({ loaderData }: Route.ComponentProps) {
  return <PreviewPanel batchId={loaderData.batchId} view={loaderData.view} preview={loaderData.preview} />;
}
