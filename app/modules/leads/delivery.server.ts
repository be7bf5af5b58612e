import type { AppContext } from "~/context";
import { BEEHIIV_DELIVERY } from "~/db/queries/leads.server";
import { leadEmail, type LeadEmail } from "~/modules/admin/integrations";
import { beehiivDelivery } from "./beehiiv-delivery.server";
import { beehiivSettings } from "./beehiiv.server";
import { CONFIRMATION_DELIVERY, confirmationEmailDelivery } from "./confirmation-email.server";
import type { Delivery } from "./delivery-job.server";
import type { FollowUp } from "./follow-up";

type Settings = Pick<AppContext, "db" | "config">;

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
