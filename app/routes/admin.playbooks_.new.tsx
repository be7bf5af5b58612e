import { data, redirect } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { NewPlaybookForm } from "~/components/admin/editor/NewPlaybookForm";
import { requireAdmin } from "~/modules/auth/guard.server";
import { editorHref } from "~/modules/editor/addresses";
import { createPlaybook } from "~/modules/editor/new-playbook.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.playbooks_.new";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  // Pre-filled from a link (Questions in /admin/insights: "Start a playbook from these questions").
  const query = new URL(request.url).searchParams;
  const prefill = {
    title: (query.get("title") ?? "").slice(0, 200),
    description: (query.get("description") ?? "").slice(0, 500),
    aiCategories: [],
    batonCategories: [],
  };
  return { admin, prefill };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const values = {
    title: text("title"),
    description: text("description"),
    aiCategories: form.getAll("ai").map(String),
    batonCategories: form.getAll("baton").map(String),
  };
  const created = await createPlaybook(context.db, values, admin.email);
  if (!created.ok) return data({ values, errors: created.errors }, { status: 400 });
  context.logger.info({ slug: created.slug, by: admin.email }, "playbook created");
  throw redirect(editorHref(created.slug));
}

export default function NewPlaybook({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="New playbook"
      description="Start a playbook from scratch. It is created as a draft: only you see it until you publish it."
      admin={loaderData.admin}
    >
      <NewPlaybookForm values={actionData?.values ?? loaderData.prefill} errors={actionData?.errors} />
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "New playbook", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="New Playbook Error" />;
}
