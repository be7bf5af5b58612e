import { createCookie } from "react-router";
import type { AppContext } from "~/context";
import { findLeadPackToken } from "~/db/queries/leads.server";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers that this browser subscribed: it holds the lead's random id, which only the person
 * who submitted the form receives. Gated content (the quiz roadmaps) checks it on the server.
 */
const subscriberCookie = createCookie("subscriber", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: ONE_YEAR_SECONDS,
});

export function subscriberCookieHeader(leadId: string, request: Request, context: AppContext): Promise<string> {
  const secure = new URL(request.url).protocol === "https:" || context.config.SITE_URL.startsWith("https:");
  return subscriberCookie.serialize(leadId, { secure });
}

/** The lead on file whose cookie the request carries, with its pack token; undefined without one. */
export async function subscribedLead(
  request: Request,
  context: AppContext,
): Promise<{ id: string; packToken: string | null } | undefined> {
  const leadId: unknown = await subscriberCookie.parse(request.headers.get("Cookie"));
  if (typeof leadId !== "string" || !/^[0-9a-f-]{36}$/i.test(leadId)) return undefined;
  return findLeadPackToken(context.db, leadId);
}

/** True when the request carries the cookie of a lead that is on file. */
export async function hasSubscribed(request: Request, context: AppContext): Promise<boolean> {
  return (await subscribedLead(request, context)) !== undefined;
}
