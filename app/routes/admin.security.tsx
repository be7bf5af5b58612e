import { Laptop, MonitorSmartphone } from "lucide-react";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPage } from "~/components/admin/AdminPage";
import { ResultNotice } from "~/components/admin/ResultNotice";
import { AccessList } from "~/components/admin/security/AccessList";
import { PasswordSettings } from "~/components/admin/security/PasswordSettings";
import { SecondFactorSettings } from "~/components/admin/security/SecondFactorSettings";
import { useResultToast } from "~/components/admin/useResultToast";
import { requireAdmin } from "~/modules/auth/guard.server";
import { DEVICE_LIFETIME_MS } from "~/modules/auth/known-device.server";
import { MIN_PASSWORD_LENGTH } from "~/modules/auth/password.server";
import { securityAction } from "~/modules/auth/security-actions.server";
import { loadSecurityPage } from "~/modules/auth/security-page.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin.security";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  return {
    admin,
    minPasswordLength: MIN_PASSWORD_LENGTH,
    deviceLifetimeDays: DEVICE_LIFETIME_MS / (24 * 60 * 60 * 1000),
    ...(await loadSecurityPage(request, context, admin)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  return securityAction(request, context, admin);
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { status, sessions, devices } = loaderData;
  return (
    <AdminPage
      title="Security"
      description="Two-step sign-in, your password, and where this account is signed in."
      admin={loaderData.admin}
    >
      <ResultNotice result={actionData} />
      <div className="space-y-6">
        <SecondFactorSettings status={status} recoveryCodes={actionData?.recoveryCodes} />
        <PasswordSettings minLength={loaderData.minPasswordLength} />
        <AccessList
          id="sessions-heading"
          icon={Laptop}
          title="Signed-in sessions"
          description="Every browser signed in to this account now. Sign out any you do not recognise, then change your password."
          empty="No session is open."
          entries={sessions}
          sinceLabel="Signed in"
          lastUsedLabel="Last active"
          intent="end-session"
          actionLabel="Sign out"
          currentNote="End it with Log out"
        />
        <AccessList
          id="devices-heading"
          icon={MonitorSmartphone}
          title="Remembered browsers"
          description={`Browsers that signed in here before: failed sign-ins elsewhere never lock them out. Each is forgotten ${loaderData.deviceLifetimeDays} days after its last sign-in, or now with Forget.`}
          empty="No browser is remembered yet."
          entries={devices}
          sinceLabel="First signed in"
          lastUsedLabel="Last signed in"
          intent="forget-device"
          actionLabel="Forget"
        />
      </div>
    </AdminPage>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Security", noindex: true });

export function ErrorBoundary() {
  return <AdminErrorFallback title="Security Error" />;
}
