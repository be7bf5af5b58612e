import { data, redirect } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { EditorPage } from "~/components/admin/editor/EditorPage";
import { requireAdmin } from "~/modules/auth/guard.server";
import { editorHrefAfterSave, IN_PLACE_FIELD, savedNoticeOf } from "~/modules/editor/addresses";
import { editorAction } from "~/modules/editor/editor-action.server";
import { keepDataOfMovedPlaybook } from "~/modules/editor/moved-playbook";
import { openEditor } from "~/modules/editor/session.server";
import type { PageHandle } from "~/modules/page-scripts/handle";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.playbooks_.$slug.edit";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const url = new URL(request.url);
  const copy = url.searchParams.get("copy");
  const session = await openEditor(context.db, params.slug, copy);
  if (!session) throw data("Playbook not found", { status: 404 });
  const part = Number.parseInt(url.searchParams.get("part") ?? "", 10);
  return {
    admin,
    session,
    shown: Number.isSafeInteger(part) && part > 0 ? part - 1 : 0,
    savedNotice: savedNoticeOf(url, session.draft.slug),
    // The editor keeps its state while it saves and the page revalidates, and when the playbook
    // moves to another address: it starts again only when another working copy is opened.
    key: `${session.playbookId}:${copy ?? ""}`,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const result = await editorAction(context, admin, params.slug, form);
  // Saved before scripts loaded: the page goes on to the playbook's address (its new one when the
  // slug changed), and a reload shows it again rather than posting twice.
  if (!form.has(IN_PLACE_FIELD) && "intent" in result && result.intent === "save" && result.ok) {
    const slug = result.saved.slug;
    throw redirect(editorHrefAfterSave(slug, slug !== params.slug));
  }
  return result;
}

export default function PlaybookEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, session, key, savedNotice } = loaderData;
  // Without scripts a part operation or a refused save comes back here: the editor shows what was sent.
  const sent =
    actionData?.intent === "part-operation" || (actionData?.intent === "save" && !actionData.ok)
      ? actionData
      : undefined;
  const shown = actionData?.intent === "part-operation" ? actionData.shown : loaderData.shown;
  return (
    <EditorPage
      key={sent ? `${key}:sent` : key}
      admin={admin}
      session={sent ? { ...session, draft: sent.draft, copyId: sent.copyId } : session}
      shown={shown}
      submitted={actionData}
      savedNotice={savedNotice}
    />
  );
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: `Edit: ${args.data?.session.draft.title ?? "Playbook"}`, noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Playbook Editor Error" />;
}

// A focused page: no site header or footer around the writing room.
export const handle: PageHandle = { layout: "focused" };

export const shouldRevalidate = keepDataOfMovedPlaybook;
