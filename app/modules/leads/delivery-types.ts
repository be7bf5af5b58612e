import type { AppContext } from "~/context";
import type { DeliveredLead } from "~/db/queries/leads.server";

/**
 * The shapes the lead delivery modules share, in a module of their own that imports none of
 * them: each way of delivering (beehiiv, our e-mails), the job that runs one, and the choice of
 * which is configured depend on these, never on one another in a loop.
 */

export type DeliveryResult = { ok: true } | { ok: false; retryable: boolean; error: string; retryAfterMs?: number };

/** How long a request to a provider may take, and the job's signal that stops it sooner. */
export interface RequestLimits {
  timeoutMs: number;
  signal?: AbortSignal;
}

/** One way a lead is delivered (subscribed at beehiiv, sent our confirmation e-mail): a job kind of its own. */
export interface Delivery {
  kind: string;
  /**
   * `retry` is set when an earlier attempt may have got through with its answer never
   * recorded (it timed out, or its runner died before recording it).
   */
  deliver(lead: DeliveredLead, attempt: { retry: boolean } & RequestLimits): Promise<DeliveryResult>;
}

/** What choosing a delivery reads: the configuration, and the database for the signing secret. */
export type DeliverySettings = Pick<AppContext, "db" | "config">;

/** The two things sent to a lead's address: its subscription (or confirmation link), and its pack link on request. */
export interface DeliveryChannel {
  kindFor(config: AppContext["config"]): string | undefined;
  deliveryFor(context: DeliverySettings): Delivery | undefined;
}
