import type { AppContext } from "~/context";
import { storeLead } from "~/db/queries/leads.server";
import { findToolResultEntry } from "~/db/queries/tool-results.server";
import { isDatabaseUnavailable } from "~/db/unavailable";
import type { VisitSignals } from "~/modules/analytics/privacy.server";
import { unguessableToken } from "~/modules/random/token.server";
import { consumeRateLimit, describeWait } from "~/modules/rate-limit/rate-limit.server";
import { findTool, TOOL_DEFINITIONS } from "~/modules/tools/definitions";
import { withSiteConfig } from "~/modules/settings/site-config.server";
import { beehiivSettings } from "./beehiiv.server";
import { configuredFollowUp, deliveryKind, packDeliveryKind } from "./delivery.server";
import type { FollowUp } from "./follow-up";
import { leadPayloadSchema, type LeadPayload } from "./payload";
import { addressKey } from "~/modules/network/address-key";
import { withOwnedLead, withUnlockedResult, type SubscriberPass } from "./subscriber-cookie.server";

/** Generous for people (several tools, typos), tight for scripts. */
export const SUBSCRIBE_LIMIT = { bucket: "subscribe", limit: 10, windowMs: 15 * 60_000 };

/** While the database cannot be reached: nothing was stored, and the visitor is told to retry. */
const UNAVAILABLE_MESSAGE = "We could not save your subscription just now. Please try again in a moment.";
const UNAVAILABLE_RETRY_SECONDS = 5;

export type SubscribeResult =
  /** `pass`: what this browser may now hold (undefined: leave its cookie alone); `created`: the address was new. */
  | { ok: true; followUp: FollowUp; pass?: SubscriberPass; created?: boolean }
  | { ok: false; status: 400 | 429 | 503; error: string; retryAfterSeconds?: number };

/** The lead magnet of the workshop blueprint's resources pack: a pack asked for elsewhere goes to the mailbox. */
const PACK_LEAD_MAGNET = findTool("workshop-builder").leadMagnet;

/**
 * Validates and stores a lead. Success is reported only after the lead and its delivery job
 * are committed; delivery to the provider happens later in a background job, so a provider
 * outage never reaches the visitor. With the visit's signals, the e-mail left counts in the
 * tool's funnel (analytics), scripts or not. `pass` is what the browser proved before (its
 * signed subscriber cookie): only the browser that owns an address's lead speaks for it.
 */
export async function subscribeLead(
  serverContext: AppContext,
  input: Record<string, unknown>,
  { visit, pass = {} }: { visit?: VisitSignals; pass?: SubscriberPass } = {},
): Promise<SubscribeResult> {
  const parsed = leadPayloadSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? "Invalid request." };
  const { isBot, ...lead } = parsed.data;
  try {
    // The owner's settings are read from the database too: an outage refuses the same way.
    const context = await withSiteConfig(serverContext);
    // Bots get the same answer as people, so the honeypot is not revealed.
    if (isBot) {
      context.logger.info("subscribe honeypot filled: ignored");
      return { ok: true, followUp: configuredFollowUp(context.config) };
    }
    const result = await storeCountedLead(context, lead, pass);
    if (result.ok && visit) context.analytics.record(visit, await emailLeftEvent(context, lead, result.created));
    return result;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // One line per refused visitor, without a stack: an outage is not a bug in this code.
    serverContext.logger.warn({ reason: (error as Error).message }, "subscription not stored: database unreachable");
    return { ok: false, status: 503, error: UNAVAILABLE_MESSAGE, retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS };
  }
}

async function storeCountedLead(
  context: AppContext,
  lead: LeadPayload,
  pass: SubscriberPass,
): Promise<SubscribeResult> {
  const limit = await consumeRateLimit(context.db, { ...SUBSCRIBE_LIMIT, subject: addressKey(context.clientAddress) });
  if (limit.limited) {
    return {
      ok: false,
      status: 429,
      error: `Too many sign-ups from your connection. Please try again in ${describeWait(limit.retryAfterSeconds)}.`,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  // With beehiiv, beehiiv runs the double opt-in; without it, this site does.
  const askConfirmation = context.config.DOUBLE_OPT_IN && !beehiivSettings(context.config);
  const stored = await storeLead(context.db, lead, {
    ownedLeadId: pass.lead,
    deliveryKind: deliveryKind(context.config),
    askConfirmation,
    packEmailKind: lead.leadMagnet === PACK_LEAD_MAGNET ? packDeliveryKind(context.config) : undefined,
    packToken: unguessableToken(),
  });
  const { leadId, created, owner, mailing } = stored;
  context.logger.info({ leadId, created, owner, mailing, leadMagnet: lead.leadMagnet }, "lead stored");
  if (owner) {
    const followUp = created ? configuredFollowUp(context.config) : mailing.confirmation ? "confirm-email" : "none";
    return { ok: true, followUp, pass: withOwnedLead(pass, leadId), created };
  }
  // An address on file, typed in another browser: that browser gets only the gate of the
  // result it came from; the lead, its pack and its tracking stay with their owner.
  const followUp = mailing.pack ? "pack-email" : mailing.confirmation ? "confirm-email" : "none";
  return { ok: true, followUp, pass: lead.resultId ? withUnlockedResult(pass, lead.resultId) : undefined, created };
}

/**
 * The funnel's last stage: the tool whose lead magnet this is (or the magnet's slug), on the page
 * it was left; an e-mail left on a stored result counts on the tool page the result was made on,
 * so the quiz's two doors stay comparable. A new lead is marked (amount 1): the dashboard's
 * subscribers among counted visitors.
 */
async function emailLeftEvent(context: AppContext, lead: LeadPayload, created = false) {
  const tool = TOOL_DEFINITIONS.find((candidate) => candidate.leadMagnet === lead.leadMagnet);
  // The lead is stored by now: a failed look-up only loses the door, never the visitor's answer.
  const entry = lead.resultId ? await findToolResultEntry(context.db, lead.resultId).catch(() => undefined) : undefined;
  return {
    name: "tool_email" as const,
    subject: tool?.id ?? lead.currentTool,
    path: entry ?? lead.conversionPage ?? "/",
    ...(created && { amount: 1 as const }),
  };
}

/** Form fields or a JSON body, whichever the request carries. */
export async function readSubscribeInput(request: Request): Promise<Record<string, unknown> | undefined> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    }
    const form = await request.formData();
    return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return undefined;
  }
}
