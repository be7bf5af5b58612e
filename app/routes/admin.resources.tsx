import { Link } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { listPackItems } from "~/db/queries/resource-pack.server";
import { formatAdminDate } from "~/modules/admin/format";
import { requireAdmin } from "~/modules/auth/guard.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.resources";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return { admin, items: await listPackItems(context.db) };
}

export default function AdminResources({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Resources Pack"
      description="The workshop resources pack each lead opens at their own link. Edit an item to change what every lead sees; each save keeps the version it replaces."
      admin={loaderData.admin}
    >
      <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {loaderData.items.map((item) => (
          <li key={item.slug} className="px-5 py-4">
            <Link to={`/admin/resources/${item.slug}`} className="font-semibold text-brand-700 hover:underline">
              {item.title}
            </Link>
            <p className="text-sm text-slate-700">{item.summary}</p>
            <p className="mt-1 text-xs text-slate-600">
              Version {item.version}, saved {formatAdminDate(item.updated_at)}
              {item.updated_by ? ` by ${item.updated_by}` : " from the content files"}
            </p>
          </li>
        ))}
      </ol>
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Resources Pack", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Resources Pack Error" />;
}
