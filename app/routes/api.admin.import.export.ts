import { requireAdminApi } from "~/modules/auth/guard.server";
import { loadBatchPlaybooks } from "~/modules/importer/batch-playbooks.server";
import { loadImportBatch } from "~/modules/importer/batch-loader.server";
import { buildExport, exportFileName } from "~/modules/importer/export.server";
import { PRIVATE_PAGE } from "~/modules/page-scripts/handle";
import type { Route } from "./+types/api.admin.import.export";

/** Export JSON: the batch's playbooks as a download named playbooks-export-{date}.json. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const batch = await loadImportBatch(context, new URL(request.url).searchParams);
  if (!batch) return Response.json({ error: "No import batch to export." }, { status: 404 });
  const now = new Date();
  const file = buildExport(await loadBatchPlaybooks(context.db, batch), now);
  return new Response(JSON.stringify(file, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
      "Cache-Control": "no-store",
      // The file carries imported HTML as strings; it must never be sniffed into a page.
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

export const handle = PRIVATE_PAGE;
