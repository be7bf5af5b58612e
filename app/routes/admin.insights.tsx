import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { InsightsDashboard } from "~/components/insights/InsightsDashboard";
import { insightsForRequest } from "~/modules/analytics/insights/dashboard.server";
import { requireAdmin } from "~/modules/auth/guard.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.insights";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return { admin, ...(await insightsForRequest(request, context)) };
}

export default function AdminInsights({ loaderData }: Route.ComponentProps) {
  const { admin, insights, range, rangeError, today } = loaderData;
  return (
    <AdminPage
      title="Insights"
      description="Visitors, reading, tools and campaigns, counted on this site without cookies or personal data."
      admin={admin}
    >
      <InsightsDashboard insights={insights} range={range} rangeError={rangeError} today={today} />
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Insights", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Insights Error" />;
}
