import type { AppContext } from "~/context";
import { BEEHIIV_DELIVERY } from "~/db/queries/leads.server";
import { beehiivDelivery } from "./beehiiv-delivery.server";
import { beehiivSettings } from "./beehiiv.server";
import { CONFIRMATION_DELIVERY, confirmationEmailDelivery } from "./confirmation-email.server";
import type { Delivery } from "./delivery-job.server";
import type { FollowUp } from "./follow-up";

type Settings = Pick<AppContext, "db" | "config">;

/** Every kind of lead delivery job, whichever is configured now (the admin's lead list counts them all). */
export const LEAD_DELIVERY_KINDS = [BEEHIIV_DELIVERY, CONFIRMATION_DELIVERY] as const;

/** Which delivery job a new lead gets: beehiiv, our own confirmation e-mail, or none (leads are only stored). */
export function deliveryKind(config: AppContext["config"]): string | undefined {
  if (beehiivSettings(config)) return BEEHIIV_DELIVERY;
  if (config.DOUBLE_OPT_IN && config.SMTP_URL && config.SMTP_FROM) return CONFIRMATION_DELIVERY;
  return undefined;
}

/** What happens to a stored lead: handed to beehiiv, sent our own confirmation link, or nothing. */
export function leadDelivery(context: Settings): Delivery | undefined {
  const beehiiv = beehiivSettings(context.config);
  if (beehiiv) return beehiivDelivery(beehiiv);
  const { SMTP_URL, SMTP_FROM } = context.config;
  if (deliveryKind(context.config) === CONFIRMATION_DELIVERY)
    return confirmationEmailDelivery(context, { url: SMTP_URL!, from: SMTP_FROM! });
  return undefined;
}

/**
 * What the visitor can expect by e-mail after subscribing, as configured: a link to confirm
 * (from beehiiv or from us), beehiiv's welcome e-mail, or nothing at all.
 */
export function configuredFollowUp(config: AppContext["config"]): FollowUp {
  if (config.DOUBLE_OPT_IN) return "confirm-email";
  return beehiivSettings(config) && config.BEEHIIV_SEND_WELCOME_EMAIL ? "welcome-email" : "none";
}
