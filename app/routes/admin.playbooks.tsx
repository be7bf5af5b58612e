import { FilePlus2, Trash2 } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { PlaybookManager } from "~/components/admin/playbooks/PlaybookManager";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { buttonClass } from "~/components/ui/button";
import { useToastWhen } from "~/components/ui/useToastWhen";
import { listManagedPlaybooks } from "~/db/queries/admin-playbooks.server";
import { moveToTrash } from "~/db/queries/trash.server";
import { isBulkIntent, runBulkAction } from "~/modules/admin/bulk-actions.server";
import type { AdminResult, ManagerResult } from "~/modules/admin/manager-results";
import { MANAGER_PAGE_SIZE, readManagerQuery } from "~/modules/admin/manager-query";
import { requireAdmin } from "~/modules/auth/guard.server";
import { editorHref } from "~/modules/editor/addresses";
import { timeZoneCookie, timeZoneFromCookie, timeZoneNames } from "~/modules/publishing/time-zone";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.playbooks";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const url = new URL(request.url);
  // The editor used to open inside the list (?edit=slug): old links and bookmarks go to its page.
  const edit = url.searchParams.get("edit");
  if (edit) throw redirect(editorHref(edit, url.searchParams.get("copy")));
  const query = readManagerQuery(url.searchParams);
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
    timeZone: timeZoneFromCookie(request.headers.get("Cookie")),
    timeZones: timeZoneNames(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "delete") {
    const deleted = await moveToTrash(context.db, String(form.get("slug") ?? ""), admin.email);
    if (deleted) {
      context.logger.info({ slug: form.get("slug"), by: admin.email }, "playbook moved to trash");
      return { intent: "delete", ok: true, title: deleted.title } satisfies ManagerResult;
    }
    const errors = ["Failed to delete playbook: it no longer exists."];
    return data({ intent: "delete", ok: false, errors } satisfies ManagerResult, { status: 404 });
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
  const { query } = loaderData;
  const notice = actionData && actionNotice(actionData);
  return (
    <AdminPage
      title="Playbook Manager"
      description="Write, search, preview, publish or schedule, view history and delete playbooks, one at a time or many at once. Each playbook opens in its own editor."
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
        timeZone={loaderData.timeZone}
        timeZones={loaderData.timeZones}
      />
    </AdminPage>
  );
}

/** Feedback for a form submitted before scripts loaded (with scripts, toasts say the same). */
function actionNotice(result: ManagerResult): AdminResult | undefined {
  if (result.intent === "bulk") return result;
  if (result.intent === "delete" && result.ok)
    return { ok: true, message: `Playbook deleted successfully: "${result.title}" is in the trash.` };
  return { ok: false, message: result.errors.join(" ") };
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Playbook Manager", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Playbook Manager Error" />;
}
