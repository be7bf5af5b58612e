import type { AppContext } from "~/context";
import { leadEmail } from "~/modules/admin/integrations";
import { beehiivDelivery } from "./beehiiv-delivery.server";
import { beehiivSettings } from "./beehiiv.server";
import { confirmationEmailDelivery } from "./confirmation-email.server";
import type { FollowUp } from "./follow-up";
import { createOutboxWorker, type Delivery } from "./outbox-worker.server";

type Settings = Pick<AppContext, "db" | "config">;

/** What happens to a stored lead: handed to beehiiv, sent our own confirmation link, or nothing. */
export function leadDelivery(context: Settings): Delivery | undefined {
  const beehiiv = beehiivSettings(context.config);
  const { SMTP_URL, SMTP_FROM } = context.config;
  // The rule lives with the admin's launch checklist, so what it says is what happens.
  switch (leadEmail(context.config)) {
    case "newsletter":
      return beehiiv && beehiivDelivery(beehiiv);
    case "confirmation-only":
      return SMTP_URL && SMTP_FROM ? confirmationEmailDelivery(context, { url: SMTP_URL, from: SMTP_FROM }) : undefined;
    case "nothing":
      return undefined;
  }
}

/**
 * What the visitor can expect by e-mail after subscribing, as configured: a link to confirm
 * (from beehiiv or from us), beehiiv's welcome e-mail, or nothing at all.
 */
export function configuredFollowUp(config: AppContext["config"]): FollowUp {
  if (config.DOUBLE_OPT_IN) return "confirm-email";
  return beehiivSettings(config) && config.BEEHIIV_SEND_WELCOME_EMAIL ? "welcome-email" : "none";
}

/**
 * Starts working through the outbox from this process; every instance may run it, the outbox's
 * claims keep deliveries single. With nothing to deliver, nothing runs.
 */
export function startLeadDelivery(context: Settings & Pick<AppContext, "logger">): { stop(): Promise<void> } {
  const delivery = leadDelivery(context);
  if (!delivery) {
    context.logger.info("newsletter provider not configured: leads are stored only");
    return { stop: async () => undefined };
  }
  const logger = context.logger.child({ component: "lead-outbox", kind: delivery.kind });
  const worker = createOutboxWorker({ db: context.db, logger, delivery });
  worker.start();
  return { stop: () => worker.stop() };
}
