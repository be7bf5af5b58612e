import { Trash2 } from "lucide-react";
import { data } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { OneClickButton } from "~/components/admin/OneClickButton";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { deleteRedirect, listRedirects } from "~/db/queries/redirects.server";
import { formatAdminDate } from "~/modules/admin/format";
import type { AdminResult } from "~/modules/admin/manager-results";
import { requireAdmin } from "~/modules/auth/guard.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.redirects";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return { admin, redirects: await listRedirects(context.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const id = form.get("id");
  const from = String(form.get("from") ?? "the old address");
  if (typeof id !== "string" || !(await deleteRedirect(context.db, id))) {
    return data<AdminResult>({ ok: false, message: "This redirect was already deleted." }, { status: 404 });
  }
  context.logger.info({ from, by: admin.email }, "redirect deleted");
  return { ok: true, message: `Deleted: ${from} now answers "Page not found".` } satisfies AdminResult;
}

const KIND_LABELS = { playbook: "Playbook", part: "Part", series: "Series" } as const;

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { redirects } = loaderData;
  return (
    <AdminPage
      title="Redirects"
      description="Every address a playbook, part or series had before its slug changed. Visitors and search engines following an old link get a permanent redirect (301) to the page's address now. Delete one only if that old address should answer 404."
      admin={loaderData.admin}
    >
      <ResultNotice result={actionData} />
      {redirects.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No redirects yet. They appear here when a slug changes: renaming a part, editing a slug, or a re-import whose
          heading changed.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Redirects, newest first</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Old address
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Now at
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Kind
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Since
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {redirects.map((redirect) => (
                <tr key={redirect.id}>
                  <td className="px-4 py-3 font-mono break-all text-slate-900">{redirect.from}</td>
                  <td className="px-4 py-3 font-mono break-all text-slate-900">
                    {redirect.to ?? (
                      <span className="font-sans text-slate-600">In the trash: answers 404 until restored</span>
                    )}
                  </td>
                  <td className="px-4 py-3 text-slate-700">{KIND_LABELS[redirect.kind]}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatAdminDate(redirect.createdAt)}</td>
                  <td className="px-4 py-3 text-right">
                    <OneClickButton
                      fields={{ id: redirect.id, from: redirect.from }}
                      label={`Delete the redirect from ${redirect.from}`}
                      icon={Trash2}
                      text="Delete"
                      busyText="Deleting..."
                      danger
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Redirects", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Redirects Error" />;
}
