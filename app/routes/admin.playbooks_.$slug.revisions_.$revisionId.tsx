import { data, Link } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { RestoreButton } from "~/components/admin/playbooks/RestoreButton";
import { RevisionView } from "~/components/admin/playbooks/RevisionView";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import { findRevision } from "~/db/queries/revisions.server";
import { formatAdminDate } from "~/modules/admin/format";
import { draftFromSnapshot } from "~/modules/admin/playbook-edit.server";
import { requireAdmin } from "~/modules/auth/guard.server";
import { sanitizePlaybookHtml } from "~/modules/html/sanitize.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.playbooks_.$slug.revisions_.$revisionId";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const [playbook, revision] = await Promise.all([
    findPlaybookSnapshotBySlug(context.db, params.slug),
    findRevision(context.db, params.revisionId),
  ]);
  if (!playbook || !revision || revision.playbookId !== playbook.id) throw data("Revision not found", { status: 404 });
  const { input } = revision.snapshot;
  return {
    admin,
    slug: playbook.input.slug,
    currentVersion: playbook.version,
    revisionId: revision.id,
    version: revision.version,
    savedAt: revision.savedAt,
    revision: {
      title: input.title,
      description: input.description,
      categories: [...input.aiCategories, ...input.batonCategories],
      keywords: input.keywords,
      metaDescription: draftFromSnapshot(revision.snapshot).metaDescription,
      // Stored sanitized; sanitized again on the way out, as every page does with playbook HTML.
      parts: input.parts.map((part) => ({
        title: part.title,
        html: part.html && sanitizePlaybookHtml(part.html),
        wordCount: part.wordCount,
      })),
    },
  };
}

export default function RevisionPage({ loaderData }: Route.ComponentProps) {
  const revisionsPath = `/admin/playbooks/${loaderData.slug}/revisions`;
  return (
    <AdminPage
      title={`Version ${loaderData.version}: ${loaderData.revision.title}`}
      description={`Saved ${formatAdminDate(loaderData.savedAt)}. The playbook is now at version ${loaderData.currentVersion}.`}
      admin={loaderData.admin}
      actions={
        <>
          <Link to={revisionsPath} className="font-medium text-brand-700 hover:underline">
            All versions
          </Link>
          <RestoreButton
            action={revisionsPath}
            fields={{ revisionId: loaderData.revisionId, expectedVersion: loaderData.currentVersion }}
            label={`Restore version ${loaderData.version}`}
          />
        </>
      }
    >
      <RevisionView revision={loaderData.revision} />
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Playbook Version", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Playbook Manager Error" />;
}
