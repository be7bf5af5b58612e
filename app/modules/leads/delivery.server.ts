import type { AppContext } from "~/context";
import { beehiivSettings } from "./beehiiv.server";
import { createOutboxWorker } from "./outbox-worker.server";

/**
 * Starts delivering stored leads to the newsletter provider from this process; every instance
 * may run it, the outbox's claims keep deliveries single. Without provider settings, nothing runs.
 */
export function startLeadDelivery({ db, config, logger }: Pick<AppContext, "db" | "config" | "logger">): {
  stop(): Promise<void>;
} {
  const settings = beehiivSettings(config);
  if (!settings) {
    logger.info("newsletter provider not configured: leads are stored only");
    return { stop: async () => undefined };
  }
  const worker = createOutboxWorker({ db, logger: logger.child({ component: "lead-outbox" }), settings });
  worker.start();
  return { stop: () => worker.stop() };
}
