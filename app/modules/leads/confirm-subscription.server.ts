import type { AppContext } from "~/context";
import { confirmLead, findLeadForDelivery } from "~/db/queries/leads.server";
import { isConfirmationToken } from "./confirmation-email.server";

export type ConfirmationView =
  { status: "ask"; lead: string; token: string; email: string } | { status: "confirmed" } | { status: "invalid" };

type Link = { lead: string; token: string };

/** The lead a confirmation link names, when the link is one this server made. */
async function linkedLead(context: AppContext, { lead, token }: Link) {
  if (!lead || !token || lead.length > 64 || token.length > 128) return undefined;
  if (!(await isConfirmationToken(context, lead, token))) return undefined;
  return findLeadForDelivery(context.db, lead);
}

/**
 * Opening the link only shows a Confirm button: mail scanners fetch links in e-mails by
 * themselves, and that must not confirm anyone.
 */
export async function viewConfirmation(context: AppContext, link: Link): Promise<ConfirmationView> {
  const lead = await linkedLead(context, link);
  if (!lead) return { status: "invalid" };
  if (lead.confirmation === "confirmed") return { status: "confirmed" };
  return { status: "ask", ...link, email: lead.email };
}

/** Pressing Confirm: the lead now counts as subscribed. */
export async function confirmSubscription(context: AppContext, link: Link): Promise<ConfirmationView> {
  const lead = await linkedLead(context, link);
  if (!lead || !(await confirmLead(context.db, lead.id))) return { status: "invalid" };
  context.logger.info({ leadId: lead.id }, "lead confirmed");
  return { status: "confirmed" };
}
