import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPanel } from "~/components/admin/AdminPanel";
import { LoginForm } from "~/components/admin/LoginForm";
import { SecondFactorForm } from "~/components/admin/SecondFactorForm";
import { ScheduledCard } from "~/components/admin/publishing/ScheduledCard";
import { countAdminUsers } from "~/db/queries/admin-users.server";
import { listScheduledPlaybooks } from "~/db/queries/publication.server";
import { integrationStatuses } from "~/modules/admin/integrations";
import { hasTrustedOrigin } from "~/modules/auth/origin.server";
import { safeAdminRedirect } from "~/modules/auth/redirect";
import { readPendingSignIn } from "~/modules/auth/second-step.server";
import { readAdminIdentity } from "~/modules/auth/session.server";
import { timeZoneFromCookie } from "~/modules/publishing/time-zone";
import { signInAction } from "~/modules/auth/sign-in-action.server";
import { seoMeta } from "~/modules/seo/meta";
import { siteConfig } from "~/modules/settings/site-config.server";
import { loadLaunchChecklist } from "~/modules/site/launch-checklist.server";
import type { Route } from "./+types/admin._index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await readAdminIdentity(request, context);
  if (admin) {
    const [config, checklist, scheduled] = await Promise.all([
      siteConfig(context),
      loadLaunchChecklist(context),
      listScheduledPlaybooks(context.db),
    ]);
    return {
      view: "panel" as const,
      admin,
      integrations: integrationStatuses(config),
      checklist,
      scheduled,
      timeZone: timeZoneFromCookie(request.headers.get("Cookie")),
    };
  }
  return {
    view: (await readPendingSignIn(request, context)) ? ("code" as const) : ("login" as const),
    askEmail: (await countAdminUsers(context.db)) > 1,
    redirectTo: safeAdminRedirect(new URL(request.url).searchParams.get("redirectTo")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!hasTrustedOrigin(request, context)) throw new Response("Forbidden", { status: 403 });
  return signInAction(request, context);
}

export default function AdminHome({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "panel")
    return (
      <AdminPanel
        admin={loaderData.admin}
        integrations={loaderData.integrations}
        checklist={loaderData.checklist}
        scheduled={<ScheduledCard scheduled={loaderData.scheduled} timeZone={loaderData.timeZone} />}
      />
    );
  // Without scripts the page that answers the password is rendered from the same request,
  // before the browser holds the second step's cookie: the action's answer says which step.
  const step = actionData?.step ?? (actionData?.error ? "login" : loaderData.view);
  if (step === "code") return <SecondFactorForm redirectTo={loaderData.redirectTo} error={actionData?.error} />;
  return <LoginForm askEmail={loaderData.askEmail} redirectTo={loaderData.redirectTo} error={actionData?.error} />;
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: args.data?.view === "panel" ? "Admin Panel" : "Admin Login", noindex: true });

/** The lockout's Retry-After reaches the browser on a plain form post too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function ErrorBoundary() {
  return <AdminErrorFallback title="Admin Error" />;
}
