import { requestSignals } from "~/modules/analytics/privacy.server";
import { cameFromThisSite } from "~/modules/auth/origin.server";
import { escapeHtml } from "~/modules/html/escape";
import { readSubscriberPass, subscriberCookieHeader } from "~/modules/leads/subscriber-cookie.server";
import { LEAD_FORM_FIELDS } from "~/modules/leads/payload";
import { readSubscribeInput, subscribeLead } from "~/modules/leads/subscribe.server";
import { PRIVATE_PAGE } from "~/modules/page-scripts/handle";
import type { Route } from "./+types/api.subscribe";

const KNOWN_FIELDS = new Set<string>([...LEAD_FORM_FIELDS, "returnTo"]);

/** Only paths on this site, so the endpoint cannot be used to bounce visitors elsewhere. */
function safeReturnPath(value: unknown): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : "/";
}

function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function loader() {
  return Response.json({ error: "Use POST to subscribe." }, { status: 405, headers: { Allow: "POST" } });
}

/**
 * POST /api/subscribe: JSON in, JSON out for scripts and the browser helper; a plain HTML form
 * post gets a redirect back to its page (`returnTo`) or a short page naming the problem.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  // The body's size is limited before it is read (server/body-limits.ts); here, where it came from.
  if (!cameFromThisSite(request, context)) {
    return Response.json({ error: "Forbidden: this request did not come from this site." }, { status: 403 });
  }
  const wantsJson = (request.headers.get("Content-Type") ?? "").includes("application/json");
  const input = await readSubscribeInput(request);
  if (!input) return Response.json({ error: "Send the subscription as JSON or form fields." }, { status: 400 });
  // Scripts are told about a misspelt field instead of having it silently dropped.
  const unknown = wantsJson ? Object.keys(input).find((name) => !KNOWN_FIELDS.has(name)) : undefined;
  if (unknown !== undefined)
    return Response.json({ error: `Unknown field: ${JSON.stringify(unknown)}.` }, { status: 400 });
  const result = await subscribeLead(context, input, {
    visit: requestSignals(request, context.clientAddress),
    pass: await readSubscriberPass(request, context),
  });
  const headers = new Headers();
  if (result.ok && result.pass)
    headers.append("Set-Cookie", await subscriberCookieHeader(request, context, result.pass));
  if (!result.ok && result.retryAfterSeconds) headers.set("Retry-After", String(result.retryAfterSeconds));

  if (wantsJson) {
    return result.ok
      ? Response.json({ ok: true, followUp: result.followUp }, { headers })
      : Response.json({ error: result.error }, { status: result.status, headers });
  }
  const returnTo = safeReturnPath(input.returnTo);
  if (result.ok) {
    headers.set("Location", withParam(returnTo, "subscribed", result.followUp));
    return new Response(null, { status: 303, headers });
  }
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Subscription not completed</title><main><h1>Subscription not completed</h1><p>${escapeHtml(result.error)}</p><p><a href="${escapeHtml(returnTo)}">Go back and try again</a></p></main></html>`;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(page, { status: result.status, headers });
}

// A subscription answer names the visitor's lead: no cache may keep it.
export const handle = PRIVATE_PAGE;
