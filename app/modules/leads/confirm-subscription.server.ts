import type { AppContext } from "~/context";
import { confirmLead, findLeadForDelivery, type DeliveredLead } from "~/db/queries/leads.server";
import { checkConfirmationLink, type ConfirmationLink } from "./confirmation-email.server";

export type ConfirmationView =
  | { status: "ask"; lead: string; expires: number; token: string; email: string }
  | { status: "confirmed" }
  | { status: "expired" }
  | { status: "invalid" };

/** The link's fields as the page or its form carries them; undefined when one is missing or malformed. */
export function readConfirmationLink(fields: { get(name: string): unknown }): ConfirmationLink | undefined {
  const lead = String(fields.get("lead") ?? "");
  const expires = String(fields.get("expires") ?? "");
  const token = String(fields.get("token") ?? "");
  if (!/^[0-9a-f-]{36}$/i.test(lead) || !/^\d{1,12}$/.test(expires) || !token || token.length > 128) return undefined;
  return { lead, expires: Number(expires), token };
}

type Outcome = { status: "expired" | "invalid" } | { status: "valid"; lead: DeliveredLead };

/** The lead a confirmation link names, when this server made the link and it has not expired. */
async function linkedLead(context: AppContext, link: ConfirmationLink | undefined, now: Date): Promise<Outcome> {
  if (!link) return { status: "invalid" };
  const checked = await checkConfirmationLink(context, link, now);
  if (checked !== "valid") return { status: checked === "expired" ? "expired" : "invalid" };
  const lead = await findLeadForDelivery(context.db, link.lead);
  return lead ? { status: "valid", lead } : { status: "invalid" };
}

/**
 * Opening the link only shows a Confirm button: mail scanners fetch links in e-mails by
 * themselves, and that must not confirm anyone.
 */
export async function viewConfirmation(
  context: AppContext,
  link: ConfirmationLink | undefined,
  now = new Date(),
): Promise<ConfirmationView> {
  const found = await linkedLead(context, link, now);
  if (found.status !== "valid") return { status: found.status };
  if (found.lead.confirmation === "confirmed") return { status: "confirmed" };
  return { status: "ask", ...link!, email: found.lead.email };
}

/**
 * Pressing Confirm: the lead now counts as subscribed. Whoever pressed it holds the mailbox's
 * link, so the lead it names (`provedLead`) may be handed to that browser.
 */
export async function confirmSubscription(
  context: AppContext,
  link: ConfirmationLink | undefined,
  now = new Date(),
): Promise<{ view: ConfirmationView; provedLead?: string }> {
  const found = await linkedLead(context, link, now);
  if (found.status !== "valid") return { view: { status: found.status } };
  if (!(await confirmLead(context.db, found.lead.id, now))) return { view: { status: "invalid" } };
  context.logger.info({ leadId: found.lead.id }, "lead confirmed");
  return { view: { status: "confirmed" }, provedLead: found.lead.id };
}
