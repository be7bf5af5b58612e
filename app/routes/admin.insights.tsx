import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { QuestionsInsight } from "~/components/ask/QuestionsInsight";
import { InsightsDashboard } from "~/components/insights/InsightsDashboard";
import { insightsForRequest } from "~/modules/analytics/insights/dashboard.server";
import { addDays } from "~/modules/analytics/insights/range";
import { questionsInsight } from "~/modules/ask/insights/questions-insight.server";
import { requireAdmin } from "~/modules/auth/guard.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.insights";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const dashboard = await insightsForRequest(request, context);
  const { from, to } = dashboard.range;
  const questions = await questionsInsight(context.db, `${from}T00:00:00.000Z`, `${addDays(to, 1)}T00:00:00.000Z`);
  return { admin, ...dashboard, questions };
}

export default function AdminInsights({ loaderData }: Route.ComponentProps) {
  const { admin, insights, range, rangeError, today, questions } = loaderData;
  return (
    <AdminPage
      title="Insights"
      description="Visitors, reading, tools and campaigns, counted on this site without cookies or personal data."
      admin={admin}
    >
      <InsightsDashboard insights={insights} range={range} rangeError={rangeError} today={today} />
      <QuestionsInsight questions={questions} />
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Insights", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Insights Error" />;
}
