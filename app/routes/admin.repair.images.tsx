import { data, redirect, useSearchParams } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { ImageMigrationPanel } from "~/components/repair/ImageMigrationPanel";
import { findRepairRun } from "~/db/queries/repair-runs.server";
import { requireAdmin } from "~/modules/auth/guard.server";
import { importSettings } from "~/modules/importer/settings.server";
import { startImageMigration } from "~/modules/repair/image-migration.server";
import { loadMigrationRun } from "~/modules/repair/migration-run.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.repair.images";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return { admin, run: await loadMigrationRun(context, new URL(request.url).searchParams) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  if ((await findRepairRun(context.db, "image-migration"))?.status === "running")
    return data({ error: "A migration is already running; wait for it to finish." }, { status: 409 });
  // The run goes on in the background (its failures are recorded on it); the page polls it.
  const { runId } = await startImageMigration({
    db: context.db,
    storage: context.storage,
    logger: context.logger,
    download: importSettings(context.config).download,
    siteOrigin: context.config.SITE_URL,
    savedBy: admin.email,
  });
  return redirect(`/admin/repair/images?run=${runId}&started=1`);
}

export default function ImageMigration({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <AdminPage
      title="Comprehensive Image Migration"
      description="Moves external and broken images in stored playbooks into the site's own storage."
      admin={loaderData.admin}
    >
      <ImageMigrationPanel
        run={loaderData.run}
        started={searchParams.get("started") === "1"}
        error={actionData?.error}
      />
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Comprehensive Image Migration", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Image Migration Error" />;
}
