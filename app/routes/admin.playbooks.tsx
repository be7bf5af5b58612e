import { FilePlus2, Trash2 } from "lucide-react";
import { data, Link } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { PlaybookManager } from "~/components/admin/playbooks/PlaybookManager";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { buttonClass } from "~/components/ui/button";
import { useToastWhen } from "~/components/ui/useToastWhen";
import { listManagedPlaybooks } from "~/db/queries/admin-playbooks.server";
import { moveToTrash } from "~/db/queries/trash.server";
import { isBulkIntent, runBulkAction } from "~/modules/admin/bulk-actions.server";
import { publishResult, type AdminResult, type ManagerResult } from "~/modules/admin/manager-results";
import { MANAGER_PAGE_SIZE, readManagerQuery } from "~/modules/admin/manager-query";
import { applyPartOperation, parsePartOperation } from "~/modules/admin/part-operations";
import { blankDraftPart, draftFromForm } from "~/modules/admin/playbook-draft";
import { requireAdmin } from "~/modules/auth/guard.server";
import { openEditor } from "~/modules/editor/session.server";
import { discardWorkingCopy, saveFromEditor } from "~/modules/editor/working-copy.server";
import { emptyPartsWarningBySlug } from "~/modules/publishing/empty-parts.server";
import { publishBySlug } from "~/modules/publishing/schedule.server";
import { timeZoneCookie, timeZoneFromCookie, timeZoneNames } from "~/modules/publishing/time-zone";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.playbooks";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const url = new URL(request.url);
  const query = readManagerQuery(url.searchParams);
  const copy = url.searchParams.get("copy");
  const editing = query.edit ? await openEditor(context.db, query.edit, copy) : undefined;
  const page = { limit: MANAGER_PAGE_SIZE, offset: (query.page - 1) * MANAGER_PAGE_SIZE };
  // If the list cannot be read the manager still opens ("basic mode"): an empty list, a toast.
  const list = await listManagedPlaybooks(context.db, query, page).catch((error: unknown) => {
    context.logger.error({ err: error }, "playbook manager list failed");
    return undefined;
  });
  return {
    admin,
    query,
    playbooks: list?.playbooks ?? [],
    total: list?.total ?? 0,
    loadError: list === undefined,
    // The editor stays mounted while it saves and the page revalidates: it starts again only
    // when another playbook or another working copy is opened.
    editing: editing && { ...editing, key: `${editing.draft.slug}:${copy ?? ""}` },
    timeZone: timeZoneFromCookie(request.headers.get("Cookie")),
    timeZones: timeZoneNames(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  // A "Discard" button of the unsaved-work notice names its copy; every other button says its intent.
  const intent = form.has("discardCopyId") ? "discard-copy" : form.has("replaceVersion") ? "save" : form.get("intent");
  const operation = parsePartOperation(form.get("partOperation"));
  const copyId = String(form.get("copyId") ?? "");

  if (operation) {
    // Without scripts the Parts buttons come here: apply to the working copy, save nothing.
    const draft = draftFromForm(form);
    const parts = applyPartOperation(draft.parts, operation, () => blankDraftPart(draft.parts.length + 1));
    return { intent: "part-operation", draft: { ...draft, parts }, copyId } satisfies ManagerResult;
  }
  if (intent === "save") {
    const draft = draftFromForm(form);
    // "Replace with my version" after a conflict: save over the version that was saved meanwhile.
    const replacing = Number(form.get("replaceVersion"));
    if (Number.isInteger(replacing) && replacing > 0) draft.version = replacing;
    const replaces = form.get("replacesCopyId");
    const outcome = await saveFromEditor(context.db, { draft, copyId, replaces, savedBy: admin.email });
    if (outcome.ok) return { intent: "save", ok: true, title: draft.title.trim() } satisfies ManagerResult;
    const { errors, savedVersion } = outcome;
    return data({ intent: "save", ok: false, errors, draft, copyId, savedVersion } satisfies ManagerResult, {
      status: 409,
    });
  }
  if (intent === "discard-copy") {
    const discarded = form.get("discardCopyId");
    // Discarding the copy this editor reopened discards the editor's own continuation of it too.
    const copies = discarded === form.get("replacesCopyId") ? [discarded, copyId] : [discarded];
    const slug = String(form.get("slug") ?? "");
    const ok = (await Promise.all(copies.map((id) => discardWorkingCopy(context.db, slug, id)))).some(Boolean);
    return data({ intent: "discard-copy", ok, discarded: String(discarded) } satisfies ManagerResult, {
      status: ok ? 200 : 404,
    });
  }
  if (intent === "delete") {
    const deleted = await moveToTrash(context.db, String(form.get("slug") ?? ""), admin.email);
    if (deleted) {
      context.logger.info({ slug: form.get("slug"), by: admin.email }, "playbook moved to trash");
      return { intent: "delete", ok: true, title: deleted.title } satisfies ManagerResult;
    }
    const errors = ["Failed to delete playbook: it no longer exists."];
    return data({ intent: "delete", ok: false, errors } satisfies ManagerResult, { status: 404 });
  }
  if (intent === "publish") {
    const slug = String(form.get("slug") ?? "");
    const published = await publishBySlug(context.db, slug);
    if (published) context.logger.info({ slug, by: admin.email }, "playbook published");
    return publishResult(published, slug, published ? await emptyPartsWarningBySlug(context.db, slug) : undefined);
  }
  if (isBulkIntent(intent)) {
    const { timeZone, ...result } = await runBulkAction(context, intent, form, admin);
    const bulk = { intent: "bulk", ...result } satisfies ManagerResult;
    return data(bulk, {
      status: result.ok ? 200 : 400,
      headers: timeZone ? { "Set-Cookie": timeZoneCookie(timeZone) } : {},
    });
  }
  throw data("Unknown action", { status: 400 });
}

export default function PlaybookManagerPage({ loaderData, actionData }: Route.ComponentProps) {
  useToastWhen(loaderData.loadError, {
    title: "Error",
    description: "Failed to load playbooks. Using basic mode.",
    variant: "destructive",
  });
  const submitted = actionData && "draft" in actionData ? actionData : undefined;
  const { query } = loaderData;
  const notice = actionData && actionData.intent !== "part-operation" ? actionNotice(actionData) : undefined;
  // Without scripts a refused save or a part operation comes back here: the editor shows what was sent.
  const { editing } = loaderData;
  const session =
    editing && submitted?.draft ? { ...editing, draft: submitted.draft, copyId: submitted.copyId } : editing;
  return (
    <AdminPage
      title="Playbook Manager"
      description="Write, search, edit, preview, publish or schedule, reorder parts, set SEO fields, view history and delete playbooks, one at a time or many at once."
      admin={loaderData.admin}
      actions={
        <>
          <Link to="/admin/playbooks/new" className={buttonClass("primary")}>
            <FilePlus2 aria-hidden="true" className="size-4" />
            New playbook
          </Link>
          <Link to="/admin/trash" className={buttonClass("secondary")}>
            <Trash2 aria-hidden="true" className="size-4" />
            Trash
          </Link>
        </>
      }
    >
      <ResultNotice result={notice} />
      <PlaybookManager
        playbooks={loaderData.playbooks}
        total={loaderData.total}
        query={query}
        editing={session}
        editErrors={submitted && "errors" in submitted ? submitted.errors : undefined}
        conflictVersion={submitted && "savedVersion" in submitted ? submitted.savedVersion : undefined}
        timeZone={loaderData.timeZone}
        timeZones={loaderData.timeZones}
      />
    </AdminPage>
  );
}

/** Feedback for a form submitted before scripts loaded (with scripts, toasts say the same). */
function actionNotice(result: Exclude<ManagerResult, { intent: "part-operation" }>): AdminResult | undefined {
  if (result.intent === "bulk") return result;
  if (result.intent === "save") return result.ok ? { ok: true, message: "Playbook updated successfully" } : undefined;
  if (result.intent === "publish" && result.ok)
    return {
      ok: true,
      message: `Published: /catalog/${result.slug} is on the site.${result.warning ? ` ${result.warning}` : ""}`,
    };
  if (result.intent === "delete" && result.ok)
    return { ok: true, message: `Playbook deleted successfully: "${result.title}" is in the trash.` };
  if (result.intent === "discard-copy") {
    return result.ok
      ? { ok: true, message: "The working copy was discarded." }
      : { ok: false, message: "That working copy was already gone." };
  }
  return { ok: false, message: result.errors.join(" ") };
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Playbook Manager", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Playbook Manager Error" />;
}
