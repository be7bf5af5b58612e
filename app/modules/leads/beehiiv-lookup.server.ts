import { requestSignal, retryAfterMs, type BeehiivSettings } from "./beehiiv.server";
import type { DeliveryResult, RequestLimits } from "./delivery-types";

export type LookupResult = { ok: true; subscribed: boolean } | Extract<DeliveryResult, { ok: false }>;

/**
 * GET /v2/publications/{id}/subscriptions/by_email/{email}: whether the provider already has
 * this subscriber. Timeouts, 408, 429 and 5xx mean "cannot tell yet", to be retried.
 */
export async function findBeehiivSubscriber(
  settings: BeehiivSettings,
  email: string,
  limits: RequestLimits,
): Promise<LookupResult> {
  const url =
    `${settings.apiBase}/v2/publications/${encodeURIComponent(settings.publicationId)}` +
    `/subscriptions/by_email/${encodeURIComponent(email)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${settings.apiKey}` },
      signal: requestSignal(limits),
    });
  } catch (error) {
    return { ok: false, retryable: true, error: `lookup failed: ${(error as Error).message}` };
  }
  const text = await response.text().catch(() => "");
  if (response.ok) return { ok: true, subscribed: true };
  if (response.status === 408 || response.status === 429 || response.status >= 500) {
    return {
      ok: false,
      retryable: true,
      error: `lookup HTTP ${response.status}${text ? `: ${text.slice(0, 300)}` : ""}`,
      retryAfterMs: retryAfterMs(response.headers),
    };
  }
  // 404: not there. Anything else (a key without read access) cannot ask; sending again is then
  // the fallback, which beehiiv answers for a known address without adding a second subscriber.
  return { ok: true, subscribed: false };
}
