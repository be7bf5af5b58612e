import type { AppContext } from "~/context";
import { BEEHIIV_DELIVERY } from "~/db/queries/leads.server";
import { leadEmail, type LeadEmail } from "~/modules/admin/integrations";
import { beehiivDelivery } from "./beehiiv-delivery.server";
import { beehiivSettings } from "./beehiiv.server";
import { CONFIRMATION_DELIVERY, confirmationEmailDelivery } from "./confirmation-email.server";
import type { Delivery, DeliveryChannel, DeliverySettings } from "./delivery-types";
import type { ConfiguredFollowUp } from "./follow-up";
import {
  BEEHIIV_PACK_DELIVERY,
  beehiivPackDelivery,
  PACK_EMAIL_DELIVERY,
  packEmailDelivery,
} from "./pack-email.server";
import { smtpSettings } from "./smtp.server";

/** Every kind of lead delivery job, whichever is configured now (the admin's lead list counts them all). */
export const LEAD_DELIVERY_KINDS = [BEEHIIV_DELIVERY, CONFIRMATION_DELIVERY] as const;

const KIND_BY_LEAD_EMAIL: Record<LeadEmail, string | undefined> = {
  newsletter: BEEHIIV_DELIVERY,
  "confirmation-only": CONFIRMATION_DELIVERY,
  nothing: undefined,
};

/**
 * Which delivery job a new lead gets: beehiiv, our own confirmation e-mail, or none (leads are
 * only stored). The rule lives with the admin's launch checklist, so what it says is what happens.
 */
export function deliveryKind(config: AppContext["config"]): string | undefined {
  return KIND_BY_LEAD_EMAIL[leadEmail(config)];
}

/** What happens to a stored lead: handed to beehiiv, sent our own confirmation link, or nothing. */
export function leadDelivery(context: DeliverySettings): Delivery | undefined {
  const beehiiv = beehiivSettings(context.config);
  if (beehiiv) return beehiivDelivery(beehiiv);
  const smtp = smtpSettings(context.config);
  if (smtp && deliveryKind(context.config) === CONFIRMATION_DELIVERY) return confirmationEmailDelivery(context, smtp);
  return undefined;
}

/**
 * How a lead's pack link reaches its mailbox when another browser asks for it: our own e-mail
 * when a mail server is set, else a beehiiv automation when one is named, else not at all.
 */
export function packDeliveryKind(config: AppContext["config"]): string | undefined {
  if (smtpSettings(config)) return PACK_EMAIL_DELIVERY;
  if (beehiivSettings(config)?.packAutomationId) return BEEHIIV_PACK_DELIVERY;
  return undefined;
}

export function packDelivery(context: DeliverySettings): Delivery | undefined {
  const smtp = smtpSettings(context.config);
  if (smtp) return packEmailDelivery(context, smtp);
  const beehiiv = beehiivSettings(context.config);
  if (beehiiv?.packAutomationId) return beehiivPackDelivery({ ...beehiiv, packAutomationId: beehiiv.packAutomationId });
  return undefined;
}

/** The two things sent to a lead's address: its subscription (or confirmation link), and its pack link on request. */
export const SUBSCRIPTION_CHANNEL: DeliveryChannel = { kindFor: deliveryKind, deliveryFor: leadDelivery };
export const PACK_CHANNEL: DeliveryChannel = { kindFor: packDeliveryKind, deliveryFor: packDelivery };

/**
 * What the visitor can expect by e-mail after subscribing a new address, as configured: a link
 * to confirm (from beehiiv or from us), beehiiv's welcome e-mail, or nothing at all.
 */
export function configuredFollowUp(config: AppContext["config"]): ConfiguredFollowUp {
  if (config.DOUBLE_OPT_IN) return "confirm-email";
  return beehiivSettings(config) && config.BEEHIIV_SEND_WELCOME_EMAIL ? "welcome-email" : "none";
}
