import { Map as MapIcon } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { useResultToast } from "~/components/admin/useResultToast";
import { GeneratedFile } from "~/components/admin/sitemap/GeneratedFile";
import { SitemapInstructions } from "~/components/admin/sitemap/SitemapInstructions";
import { buttonClass } from "~/components/ui/button";
import { requireAdmin } from "~/modules/auth/guard.server";
import { seoMeta } from "~/modules/seo/meta";
import { buildSitemap } from "~/modules/sitemap/build.server";
import type { Route } from "./+types/admin.sitemap";

const FAILED = { ok: false, message: "Failed to generate sitemap" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return { admin, siteUrl: context.config.SITE_URL };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  try {
    const sitemap = await buildSitemap(context.db, context.config.SITE_URL);
    return {
      ok: true,
      message: "Sitemap and robots.txt generated successfully!",
      xml: sitemap.xml,
      robotsTxt: sitemap.robotsTxt,
      urlCount: sitemap.entries.length,
    } as const;
  } catch (error) {
    context.logger.error({ err: error }, "sitemap generation failed");
    return data(FAILED, { status: 500 });
  }
}

/** A failure in transit still ends in the spec's toast rather than the error screen. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return FAILED;
  }
}

export default function SitemapGenerator({ loaderData, actionData }: Route.ComponentProps) {
  const generating = useNavigation().state === "submitting";
  useResultToast(actionData);

  return (
    <AdminPage
      title="Sitemap Generator"
      description="Generate the sitemap.xml and robots.txt for every public page, playbook, part, category, series and tool."
      admin={loaderData.admin}
      actions={
        <Form method="post">
          <button type="submit" disabled={generating} className={buttonClass("primary")}>
            <MapIcon aria-hidden="true" className="size-4" />
            {generating ? "Generating..." : "Generate Sitemap"}
          </button>
        </Form>
      }
    >
      <div className="space-y-6">
        <ResultNotice result={actionData} />
        {actionData?.ok && (
          <>
            <p className="text-sm text-slate-700">{actionData.urlCount.toLocaleString("en")} URLs.</p>
            <div className="grid gap-6 lg:grid-cols-2">
              <GeneratedFile fileName="sitemap.xml" text={actionData.xml} />
              <GeneratedFile fileName="robots.txt" text={actionData.robotsTxt} />
            </div>
          </>
        )}
        <SitemapInstructions siteUrl={loaderData.siteUrl} />
      </div>
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Sitemap Generator", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Sitemap Generator Error" />;
}
