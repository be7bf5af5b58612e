import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { AddRedirectForm } from "~/components/admin/redirects/AddRedirectForm";
import { RedirectTable } from "~/components/admin/redirects/RedirectTable";
import { UploadRedirectsForm } from "~/components/admin/redirects/UploadRedirectsForm";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { listCustomRedirects } from "~/db/queries/custom-redirects.server";
import { listRedirects } from "~/db/queries/redirects.server";
import { requireAdmin } from "~/modules/auth/guard.server";
import { redirectsAction, type RedirectsResult } from "~/modules/redirects/admin-actions.server";
import { ruleSource } from "~/modules/redirects/rule";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.redirects";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const [custom, automatic] = await Promise.all([listCustomRedirects(context.db), listRedirects(context.db)]);
  return { admin, custom, automatic };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  return redirectsAction(context, await request.formData(), admin.email);
}

const AUTOMATIC_KINDS = { playbook: "Playbook", part: "Part", series: "Series" } as const;

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { custom, automatic } = loaderData;
  const result: RedirectsResult | undefined = actionData;
  return (
    <AdminPage
      title="Redirects"
      description="Send visitors and search engines from addresses that no longer have a page to where the content is now. A redirect answers only where the site would say Page not found: a live page always wins."
      admin={loaderData.admin}
    >
      {result && !result.form && <ResultNotice result={result} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <AddRedirectForm pageResult={result} />
        <UploadRedirectsForm pageResult={result} />
      </div>

      <section aria-labelledby="custom-heading" className="mt-10">
        <h2 id="custom-heading" className="text-xl font-bold text-slate-950">
          Your redirects
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Checked when added: no loops, no chains of two redirects, and no rule that would hide a live page.
        </p>
        <div className="mt-4">
          {custom.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
              None yet. Add one above, or upload the list of your old addresses.
            </p>
          ) : (
            <RedirectTable
              caption="Your redirects, newest first"
              rows={custom.map((rule) => ({
                id: rule.id,
                from: ruleSource(rule),
                to: rule.to,
                kind: rule.status === 301 ? "301, for good" : "302, for now",
                since: rule.createdAt,
                deleteFields: { intent: "delete-custom", id: rule.id },
              }))}
            />
          )}
        </div>
      </section>

      <section aria-labelledby="automatic-heading" className="mt-10">
        <h2 id="automatic-heading" className="text-xl font-bold text-slate-950">
          Automatic redirects
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Every address a playbook, part or series had before its slug changed leads to its address now (301). Delete
          one only if that old address should answer 404.
        </p>
        <div className="mt-4">
          {automatic.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
              None yet. They appear here when a slug changes: renaming a part, editing a slug, or a re-import whose
              heading changed.
            </p>
          ) : (
            <RedirectTable
              caption="Automatic redirects, newest first"
              rows={automatic.map((redirect) => ({
                id: redirect.id,
                from: redirect.from,
                to: redirect.to ?? (
                  <span className="font-sans text-slate-600">In the trash: answers 404 until restored</span>
                ),
                kind: `${AUTOMATIC_KINDS[redirect.kind]} slug, 301`,
                since: redirect.createdAt,
                deleteFields: { intent: "delete-automatic", id: redirect.id, from: redirect.from },
              }))}
            />
          )}
        </div>
      </section>
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Redirects", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Redirects Error" />;
}
