import type { AppContext } from "~/context";
import { findLeadPackToken } from "~/db/queries/leads.server";
import { isSecureRequest, signedCookie } from "~/modules/signing/signed-cookie.server";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Results a browser that is not a lead's owner has unlocked: the latest few, so the cookie stays small. */
const MAX_UNLOCKED_RESULTS = 20;

/**
 * What this browser has proved, signed by the server so it can be neither forged nor copied
 * from an id: `lead`, the lead it owns (it created the lead, or confirmed it from the mailbox's
 * link); `results`, the stored results whose gate it opened with an address that was already on
 * file (the lead stays with its owner). Cookies from before it was signed (a bare lead id) read
 * as nothing: that id was handed to anyone who typed the address.
 */
export interface SubscriberPass {
  lead?: string;
  results?: string[];
}

function subscriberCookie(context: Pick<AppContext, "db" | "config">) {
  return signedCookie(context, "subscriber", { maxAge: ONE_YEAR_SECONDS });
}

function isPass(value: unknown): value is SubscriberPass {
  const pass = value as SubscriberPass | null;
  if (typeof pass !== "object" || pass === null) return false;
  const results = pass.results ?? [];
  return (
    (pass.lead === undefined || typeof pass.lead === "string") &&
    Array.isArray(results) &&
    results.every((id) => typeof id === "string")
  );
}

/** The pass this browser holds; empty when it has none (or one the server did not sign). */
export async function readSubscriberPass(request: Request, context: AppContext): Promise<SubscriberPass> {
  const value: unknown = await (await subscriberCookie(context)).parse(request.headers.get("Cookie"));
  return isPass(value) ? value : {};
}

/** The pass with this lead as the browser's own. */
export function withOwnedLead(pass: SubscriberPass, leadId: string): SubscriberPass {
  return { ...pass, lead: leadId };
}

/** The pass with this stored result's gate open (the most recent ones kept). */
export function withUnlockedResult(pass: SubscriberPass, resultId: string): SubscriberPass {
  const results = [...(pass.results ?? []).filter((id) => id !== resultId), resultId].slice(-MAX_UNLOCKED_RESULTS);
  return { ...pass, results };
}

export async function subscriberCookieHeader(
  request: Request,
  context: AppContext,
  pass: SubscriberPass,
): Promise<string> {
  return (await subscriberCookie(context)).serialize(pass, { secure: isSecureRequest(request, context) });
}

/** The lead on file that this browser owns, with its pack token; undefined without one. */
export async function ownedLead(
  request: Request,
  context: AppContext,
): Promise<{ id: string; packToken: string | null } | undefined> {
  const { lead } = await readSubscriberPass(request, context);
  return lead ? findLeadPackToken(context.db, lead) : undefined;
}

/**
 * Whether this browser may see a stored result's gated part (the quiz roadmaps): it owns a lead
 * on file, or left an address from this very result.
 */
export async function hasUnlocked(request: Request, context: AppContext, resultId: string): Promise<boolean> {
  const pass = await readSubscriberPass(request, context);
  if (pass.results?.includes(resultId)) return true;
  return pass.lead !== undefined && (await findLeadPackToken(context.db, pass.lead)) !== undefined;
}
