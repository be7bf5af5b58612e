import { data } from "react-router";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { TweetFixerPanel } from "~/components/repair/TweetFixerPanel";
import { findRepairRun } from "~/db/queries/repair-runs.server";
import { requireAdmin } from "~/modules/auth/guard.server";
import { type FixerResult, fixerFormSchema } from "~/modules/repair/fixer-actions";
import { allPlaybookSlugs } from "~/modules/repair/playbooks.server";
import { TestPlaybookNotFoundError, type TweetFixReport, runTweetFixer } from "~/modules/repair/twitter-fixer.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.repair.twitter-embeds";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const [slugs, lastRun] = await Promise.all([
    allPlaybookSlugs(context.db),
    findRepairRun<TweetFixReport>(context.db, "twitter-embeds"),
  ]);
  return { admin, slugs, lastReport: lastRun?.report ?? undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const parsed = fixerFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data("Unknown action", { status: 400 });
  const { intent, slug } = parsed.data;
  try {
    const report = await runTweetFixer(context.db, intent, { slug, savedBy: admin.email });
    context.logger.info({ intent, converted: report.converted, by: admin.email }, "twitter embed fixer ran");
    return { intent, ok: true, report } satisfies FixerResult;
  } catch (error) {
    const notFound = error instanceof TestPlaybookNotFoundError;
    if (!notFound) context.logger.error({ err: error, intent }, "twitter embed fixer failed");
    const result: FixerResult = { intent, ok: false, notFound, error: (error as Error).message };
    return data(result, { status: notFound ? 404 : 500 });
  }
}

export default function TwitterEmbedFixer({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Twitter Embed Fixer"
      description="Finds links to posts on X (Twitter) in stored playbooks that are not embedded yet, and embeds them."
      admin={loaderData.admin}
    >
      <TweetFixerPanel slugs={loaderData.slugs} result={actionData} lastReport={loaderData.lastReport} />
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Twitter Embed Fixer", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Twitter Embed Fixer Error" />;
}
