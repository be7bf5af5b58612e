import { z } from "zod";
import { findLeadForDelivery } from "~/db/queries/leads.server";
import { defineJob, type RetryPolicy } from "~/modules/jobs/define";
import { withSiteConfig } from "~/modules/settings/site-config.server";
import type { DeliveryChannel } from "./delivery-types";

export interface LeadDeliveryOptions {
  retry: RetryPolicy;
  /** Under the server's 10 s shutdown grace, so a stopping runner finishes its request and records it. */
  requestTimeoutMs: number;
  /** The provider the kind calls (beehiiv, smtp): a pause it asks for holds every kind calling it. */
  provider?: string;
}

export const DEFAULT_LEAD_DELIVERY: LeadDeliveryOptions = {
  retry: { maxAttempts: 12, baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 },
  requestTimeoutMs: 8_000,
};

/**
 * The background job that delivers one lead (keyed by its id, one per lead and kind), on the
 * lead's subscription channel or the channel that e-mails its pack link, as the site's settings
 * configure it when the job runs. The rows stay after the job ends: they are the lead's
 * delivery record in the admin, and their key is what keeps a lead who subscribes again from
 * being delivered twice (or sent the same e-mail again too soon).
 */
export function leadDeliveryJob(kind: string, options: LeadDeliveryOptions, channel: DeliveryChannel) {
  return defineJob({
    kind,
    payload: z.object({ leadId: z.string() }),
    retry: options.retry,
    keepFinished: true,
    pauses: options.provider,
    // Always claimed: the provider may be set in the admin at any time, on any instance. A job
    // whose delivery is not configured (any more) waits with the kind's backoff.
    async run({ leadId }, context) {
      const delivery = channel.deliveryFor(await withSiteConfig(context));
      if (delivery?.kind !== kind) return { retry: "this delivery is no longer configured" };
      const lead = await findLeadForDelivery(context.db, leadId);
      if (!lead) return { fail: "lead no longer exists" };
      context.signal.throwIfAborted();
      const result = await delivery.deliver(lead, {
        retry: context.job.attempt > 1,
        timeoutMs: options.requestTimeoutMs,
        signal: context.signal,
      });
      if (result.ok) return;
      if (!result.retryable) return { fail: result.error };
      // The provider's "not before" holds for every lead, so the whole kind waits.
      return { retry: result.error, afterMs: result.retryAfterMs, pauseKind: result.retryAfterMs !== undefined };
    },
  });
}
