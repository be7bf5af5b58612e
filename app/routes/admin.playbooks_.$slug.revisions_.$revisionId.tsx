import { data, Link } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { RestoreButton } from "~/components/admin/playbooks/RestoreButton";
import { RevisionChanges } from "~/components/admin/playbooks/RevisionChanges";
import { RevisionView } from "~/components/admin/playbooks/RevisionView";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import { findRevision } from "~/db/queries/revisions.server";
import { formatAdminDate } from "~/modules/admin/format";
import { draftFromSnapshot } from "~/modules/admin/playbook-edit.server";
import { requireAdmin } from "~/modules/auth/guard.server";
import { comparePlaybooks } from "~/modules/editor/compare";
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
  const view = new URL(request.url).searchParams.get("view") === "reading" ? "reading" : "changes";
  return {
    admin,
    slug: playbook.input.slug,
    currentVersion: playbook.version,
    revisionId: revision.id,
    version: revision.version,
    savedAt: revision.savedAt,
    view,
    // What changed between this version and the current one, text by text (the same comparison the editor offers).
    changes:
      view === "changes" ? comparePlaybooks(draftFromSnapshot(revision.snapshot), draftFromSnapshot(playbook)) : [],
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
      <nav aria-label="Show" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1 text-sm font-medium">
        {(
          [
            ["changes", "Changes since this version", "?"],
            ["reading", "This version as readers saw it", "?view=reading"],
          ] as const
        ).map(([view, label, search]) => (
          <Link
            key={view}
            to={search}
            aria-current={loaderData.view === view ? "page" : undefined}
            className="rounded-md px-3 py-1.5 text-slate-700 aria-[current=page]:bg-white aria-[current=page]:text-slate-950 aria-[current=page]:shadow-sm"
          >
            {label}
          </Link>
        ))}
      </nav>
      {loaderData.view === "changes" ? (
        <RevisionChanges
          rows={loaderData.changes}
          beforeLabel={`Version ${loaderData.version}`}
          afterLabel={`Now (version ${loaderData.currentVersion})`}
        />
      ) : (
        <RevisionView revision={loaderData.revision} />
      )}
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Playbook Version", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Playbook Manager Error" />;
}
