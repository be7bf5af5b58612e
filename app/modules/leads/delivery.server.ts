import type { AppContext } from "~/context";
import { beehiivDelivery } from "./beehiiv-delivery.server";
import { beehiivSettings } from "./beehiiv.server";
import { confirmationEmailDelivery } from "./confirmation-email.server";
import type { ConfiguredFollowUp } from "./follow-up";
import { createOutboxWorker, type Delivery } from "./outbox-worker.server";
import { beehiivPackDelivery, packEmailDelivery } from "./pack-email.server";
import { smtpSettings } from "./smtp.server";

type Settings = Pick<AppContext, "db" | "config">;

/** What happens to a stored lead: handed to beehiiv, sent our own confirmation link, or nothing. */
export function leadDelivery(context: Settings): Delivery | undefined {
  const beehiiv = beehiivSettings(context.config);
  if (beehiiv) return beehiivDelivery(beehiiv);
  const smtp = smtpSettings(context.config);
  if (context.config.DOUBLE_OPT_IN && smtp) return confirmationEmailDelivery(context, smtp);
  return undefined;
}

/**
 * How a lead's pack link reaches its mailbox when another browser asks for it: our own e-mail
 * when a mail server is set, else a beehiiv automation when one is named, else not at all.
 */
export function packDelivery(context: Settings): Delivery | undefined {
  const smtp = smtpSettings(context.config);
  if (smtp) return packEmailDelivery(context, smtp);
  const beehiiv = beehiivSettings(context.config);
  if (beehiiv?.packAutomationId) return beehiivPackDelivery({ ...beehiiv, packAutomationId: beehiiv.packAutomationId });
  return undefined;
}

/**
 * What the visitor can expect by e-mail after subscribing a new address, as configured: a link
 * to confirm (from beehiiv or from us), beehiiv's welcome e-mail, or nothing at all.
 */
export function configuredFollowUp(config: AppContext["config"]): ConfiguredFollowUp {
  if (config.DOUBLE_OPT_IN) return "confirm-email";
  return beehiivSettings(config) && config.BEEHIIV_SEND_WELCOME_EMAIL ? "welcome-email" : "none";
}

/**
 * Starts working through the outbox from this process; every instance may run it, the outbox's
 * claims keep deliveries single. With nothing to deliver, nothing runs.
 */
export function startLeadDelivery(context: Settings & Pick<AppContext, "logger">): { stop(): Promise<void> } {
  const deliveries = [leadDelivery(context), packDelivery(context)].filter((delivery) => delivery !== undefined);
  if (deliveries.length === 0) context.logger.info("newsletter provider not configured: leads are stored only");
  const workers = deliveries.map((delivery) => {
    const logger = context.logger.child({ component: "lead-outbox", kind: delivery.kind });
    return createOutboxWorker({ db: context.db, logger, delivery });
  });
  for (const worker of workers) worker.start();
  return { stop: async () => void (await Promise.all(workers.map((worker) => worker.stop()))) };
}
