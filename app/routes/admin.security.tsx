import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { SecondFactorSettings } from "~/components/admin/security/SecondFactorSettings";
import { useResultToast } from "~/components/admin/useResultToast";
import { requireAdmin } from "~/modules/auth/guard.server";
import { secondFactorStatus } from "~/modules/auth/second-factor.server";
import { securityAction } from "~/modules/auth/security-actions.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.security";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const labels = { issuer: context.config.SITE_NAME, email: admin.email };
  return { admin, status: await secondFactorStatus(context.db, admin.id, labels) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  return securityAction(request, context, admin);
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  return (
    <AdminPage
      title="Two-step sign-in"
      description="A code from an authenticator app after the password, for this account."
      admin={loaderData.admin}
    >
      <ResultNotice result={actionData} />
      <SecondFactorSettings status={loaderData.status} recoveryCodes={actionData?.recoveryCodes} />
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Two-step sign-in", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Two-step sign-in Error" />;
}
