import { data, redirect } from "react-router";
import { z } from "zod";
import { AdminErrorFallback } from "~/components/admin/AdminErrorFallback";
import { AdminPanel } from "~/components/admin/AdminPanel";
import { LoginForm } from "~/components/admin/LoginForm";
import { countAdminUsers } from "~/db/queries/admin-users.server";
import { integrationStatuses } from "~/modules/admin/integrations";
import { hasTrustedOrigin } from "~/modules/auth/origin.server";
import { safeAdminRedirect } from "~/modules/auth/redirect";
import { readAdminIdentity, startAdminSession } from "~/modules/auth/session.server";
import { attemptSignIn } from "~/modules/auth/sign-in.server";
import { describeWait } from "~/modules/rate-limit/rate-limit.server";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/admin._index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await readAdminIdentity(request, context);
  if (admin) return { view: "panel" as const, admin, integrations: integrationStatuses(context.config) };
  return {
    view: "login" as const,
    askEmail: (await countAdminUsers(context.db)) > 1,
    redirectTo: safeAdminRedirect(new URL(request.url).searchParams.get("redirectTo")),
  };
}

const signInForm = z.object({
  email: z.string().trim().max(320).optional(),
  password: z.string().min(1).max(1024),
  redirectTo: z.string().optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  if (!hasTrustedOrigin(request, context)) throw new Response("Forbidden", { status: 403 });
  const form = signInForm.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return data({ error: "Incorrect password" }, { status: 400 });

  const result = await attemptSignIn(context.db, {
    email: form.data.email || undefined,
    password: form.data.password,
    address: context.clientAddress ?? "unknown",
  });
  if (result.status === "locked") {
    return data(
      { error: `Too many failed attempts. Try again in ${describeWait(result.retryAfterSeconds)}.` },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (result.status === "invalid") return data({ error: "Incorrect password" }, { status: 401 });

  context.logger.info({ adminUserId: result.adminUserId }, "admin signed in");
  const cookie = await startAdminSession(request, context, result.adminUserId);
  throw redirect(safeAdminRedirect(form.data.redirectTo), { headers: { "Set-Cookie": cookie } });
}

export default function AdminHome({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "panel")
    return <AdminPanel admin={loaderData.admin} integrations={loaderData.integrations} />;
  return <LoginForm askEmail={loaderData.askEmail} redirectTo={loaderData.redirectTo} error={actionData?.error} />;
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: args.data?.view === "panel" ? "Admin Panel" : "Admin Login", noindex: true });

/** The lockout's Retry-After reaches the browser on a plain form post too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function ErrorBoundary() {
  return <AdminErrorFallback title="Admin Error" />;
}
