import { CheckCircle2, MailCheck } from "lucide-react";
import { data, Form, Link } from "react-router";
import { ErrorScreen } from "~/components/errors/ErrorScreen";
import { buttonClass } from "~/components/ui/button";
import {
  confirmSubscription,
  readConfirmationLink,
  viewConfirmation,
  type ConfirmationView,
} from "~/modules/leads/confirm-subscription.server";
import { readSubscriberPass, subscriberCookieHeader, withOwnedLead } from "~/modules/leads/subscriber-cookie.server";
import { PRIVATE_PAGE } from "~/modules/page-scripts/handle";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/subscribe.confirm";

const STATUS: Record<ConfirmationView["status"], number> = { ask: 200, confirmed: 200, expired: 410, invalid: 404 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await viewConfirmation(context, readConfirmationLink(new URL(request.url).searchParams));
  return data(view, { status: STATUS[view.status] });
}

/** Confirming from the mailbox's link also makes this browser the lead's own (its pack, its roadmaps). */
export async function action({ request, context }: Route.ActionArgs) {
  const { view, provedLead } = await confirmSubscription(context, readConfirmationLink(await request.formData()));
  const headers = new Headers();
  if (provedLead) {
    const pass = withOwnedLead(await readSubscriberPass(request, context), provedLead);
    headers.append("Set-Cookie", await subscriberCookieHeader(request, context, pass));
  }
  return data(view, { status: STATUS[view.status], headers });
}

/** It names the lead's address: no browser, proxy or CDN may keep a copy. */
export const handle = PRIVATE_PAGE;

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center px-4 py-20 text-center">
      {view.status === "ask" && (
        <>
          <MailCheck aria-hidden="true" className="size-12 text-brand-700" />
          <h1 className="mt-4 text-3xl font-bold text-slate-950">Confirm your subscription</h1>
          <p className="mt-3 text-slate-700">
            Subscribe <strong>{view.email}</strong> to our newsletter?
          </p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="lead" value={view.lead} />
            <input type="hidden" name="expires" value={view.expires} />
            <input type="hidden" name="token" value={view.token} />
            <button type="submit" className={buttonClass("primary", "lg")}>
              Confirm subscription
            </button>
          </Form>
        </>
      )}
      {view.status === "confirmed" && (
        <>
          <CheckCircle2 aria-hidden="true" className="size-12 text-green-700" />
          <h1 className="mt-4 text-3xl font-bold text-slate-950">Your subscription is confirmed</h1>
          <p className="mt-3 text-slate-700">Thank you. You will hear from us soon.</p>
          <Link to="/" className={`${buttonClass("secondary")} mt-8`}>
            Back to the playbooks
          </Link>
        </>
      )}
      {view.status === "expired" && (
        <>
          <h1 className="text-3xl font-bold text-slate-950">This link has expired</h1>
          <p className="mt-3 text-slate-700">
            Links to confirm a subscription work for a limited time. Subscribe again from any of our tools and we will
            e-mail you a new one.
          </p>
          <Link to="/tools" className={`${buttonClass("secondary")} mt-8`}>
            See the free tools
          </Link>
        </>
      )}
      {view.status === "invalid" && (
        <>
          <h1 className="text-3xl font-bold text-slate-950">This link does not work</h1>
          <p className="mt-3 text-slate-700">
            It may be incomplete: open it from the e-mail again, or subscribe once more from any of our tools.
          </p>
          <Link to="/tools" className={`${buttonClass("secondary")} mt-8`}>
            See the free tools
          </Link>
        </>
      )}
    </main>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Confirm your subscription", noindex: true });

/** The page shows the lead's e-mail address. */

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
