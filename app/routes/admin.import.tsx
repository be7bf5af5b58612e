import { Outlet, useSearchParams } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { ImporterTabs } from "~/components/importer/ImporterTabs";
import { useBatchUpdates } from "~/components/importer/useBatchUpdates";
import { requireAdmin } from "~/modules/auth/guard.server";
import { loadImportBatch } from "~/modules/importer/batch-loader.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.import";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const batch = await loadImportBatch(context, new URL(request.url).searchParams);
  return {
    admin,
    batch,
    maxFileBytes: context.config.IMPORT_MAX_FILE_BYTES,
    maxBatchBytes: context.config.IMPORT_MAX_BATCH_BYTES,
  };
}

/** The importer's frame: title, the four tabs, and the batch kept live while it runs. */
export default function ImporterLayout({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  useBatchUpdates(loaderData.batch, searchParams.get("started") === "1");
  return (
    <AdminPage
      title="Batch Playbook Importer"
      description="Turn web pages, Word and Markdown files and zipped Google Docs or Notion exports, with their images, into five-part playbooks."
      admin={loaderData.admin}
    >
      <ImporterTabs batchId={loaderData.batch?.id} />
      <div className="mt-8">
        <Outlet />
      </div>
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Batch Playbook Importer", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Batch Importer Error" />;
}
