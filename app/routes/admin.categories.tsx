import { data } from "react-router";
import { z } from "zod";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { CategoryManager } from "~/components/admin/categories/CategoryManager";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { useToastWhen } from "~/components/ui/useToastWhen";
import { listCategoryAssignments } from "~/db/queries/admin-playbooks.server";
import { updatePlaybookCategories, type CategoryChange } from "~/modules/admin/category-manager.server";
import { categorySaveFailed, type CategoryResult } from "~/modules/admin/category-results";
import { requireAdmin } from "~/modules/auth/guard.server";
import { AI_CATEGORIES, BATON_CATEGORIES } from "~/modules/catalog/categories";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.categories";

const PAGE_SIZE = 10;
const MAX_LOADED = 1000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const requested = Number(new URL(request.url).searchParams.get("count"));
  const count = Number.isInteger(requested) ? Math.min(Math.max(requested, PAGE_SIZE), MAX_LOADED) : PAGE_SIZE;
  try {
    const { playbooks, total } = await listCategoryAssignments(context.db, count);
    return { admin, playbooks, total, loadError: false };
  } catch (error) {
    context.logger.error({ err: error }, "category manager list failed");
    return { admin, playbooks: [], total: 0, loadError: true };
  }
}

const aiIds = AI_CATEGORIES.map((category) => category.id) as [string, ...string[]];
const batonIds = BATON_CATEGORIES.map((category) => category.id) as [string, ...string[]];
const changeForm = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("toggle"),
      slug: z.string().min(1),
      kind: z.enum(["ai", "baton"]),
      category: z.enum([...aiIds, ...batonIds]),
      checked: z.enum(["true", "false"]),
    })
    .refine((form) => (form.kind === "ai" ? aiIds : batonIds).includes(form.category)),
  z.object({
    intent: z.literal("set"),
    slug: z.string().min(1),
    ai: z.array(z.enum(aiIds)),
    baton: z.array(z.enum(batonIds)),
  }),
]);

function toChange(form: z.infer<typeof changeForm>): CategoryChange {
  if (form.intent === "set") return { type: "set", aiCategories: form.ai, batonCategories: form.baton };
  return { type: "toggle", kind: form.kind, category: form.category, checked: form.checked === "true" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const title = String(form.get("title") ?? form.get("slug") ?? "");
  const parsed = changeForm.safeParse({
    ...Object.fromEntries(form),
    ai: form.getAll("ai"),
    baton: form.getAll("baton"),
  });
  if (!parsed.success) return data(categorySaveFailed(String(form.get("slug") ?? ""), title), { status: 400 });

  const { slug } = parsed.data;
  const saved = await updatePlaybookCategories(context.db, slug, toChange(parsed.data), admin.email);
  if (!saved) return data(categorySaveFailed(slug, title), { status: 404 });
  return {
    ok: true,
    slug,
    title: saved.title,
    message: `Categories saved for "${saved.title}".`,
  } satisfies CategoryResult;
}

/**
 * With scripts, a save that fails in transit (network, server error) still comes back as a
 * result, so the checkbox rolls back with a toast instead of the page turning into an error screen.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch {
    return categorySaveFailed(String(form.get("slug") ?? ""), String(form.get("title") ?? ""));
  }
}

export default function CategoryManagerPage({ loaderData, actionData }: Route.ComponentProps) {
  useToastWhen(loaderData.loadError, {
    title: "Error Loading Playbooks",
    description: "Could not fetch the playbook data. Please try again.",
    variant: "destructive",
  });
  return (
    <AdminPage
      title="Category Manager"
      description="Assign each playbook to AI and BATON categories. The catalog filters and category pages follow at once."
      admin={loaderData.admin}
    >
      <ResultNotice result={actionData} />
      <CategoryManager playbooks={loaderData.playbooks} total={loaderData.total} pageSize={PAGE_SIZE} />
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Category Manager", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Category Manager Error" />;
}
