import type { Config } from "~/config.server";
import type { DeliveredLead } from "~/db/queries/leads.server";
import type { LeadsTable } from "~/db/schema";
import { packPath } from "~/modules/resources/paths";
import { resultPath } from "~/modules/tools/results/paths";
import type { DeliveryResult, RequestLimits } from "./delivery-types";

export interface BeehiivSettings {
  apiKey: string;
  publicationId: string;
  apiBase: string;
  /** beehiiv sends the confirmation e-mail (its double_opt_override on), or subscribes at once (off). */
  doubleOptIn: boolean;
  sendWelcomeEmail: boolean;
  /** The site's public origin, for the links sent in custom fields. */
  siteUrl: string;
  /** An automation (triggered "by API") whose e-mail sends a subscriber's resources_pack_url, if set up. */
  packAutomationId?: string;
}

/** Undefined when the provider is not configured: leads are then only stored. */
export function beehiivSettings(config: Config): BeehiivSettings | undefined {
  if (!config.BEEHIIV_API_KEY || !config.BEEHIIV_PUBLICATION_ID) return undefined;
  return {
    apiKey: config.BEEHIIV_API_KEY,
    publicationId: config.BEEHIIV_PUBLICATION_ID,
    apiBase: config.BEEHIIV_API_BASE.replace(/\/+$/, ""),
    doubleOptIn: config.DOUBLE_OPT_IN,
    sendWelcomeEmail: config.BEEHIIV_SEND_WELCOME_EMAIL,
    siteUrl: config.SITE_URL,
    packAutomationId: config.BEEHIIV_PACK_AUTOMATION_ID,
  };
}

/** Aborts at the timeout or with the job, whichever comes first. */
export function requestSignal({ timeoutMs, signal }: RequestLimits): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([timeout, signal]) : timeout;
}

/**
 * Seconds to wait from `Retry-After` (seconds or an HTTP date) or `RateLimit-Reset` (seconds
 * until the window resets; some providers send a Unix time instead, which is recognised).
 */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const retryAfter = headers.get("retry-after");
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(retryAfter);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  const reset = Number(headers.get("ratelimit-reset") ?? headers.get("x-ratelimit-reset") ?? NaN);
  if (!Number.isFinite(reset)) return undefined;
  const UNIX_TIME_THRESHOLD = 1_000_000_000;
  return Math.max(0, reset > UNIX_TIME_THRESHOLD ? reset * 1000 - now : reset * 1000);
}

/**
 * Subscriber custom fields a beehiiv automation can put in its welcome e-mail: the lead's
 * resources-pack link and the tool result they subscribed from. beehiiv ignores a field the
 * publication has not defined, so these names must exist there (README, "What a visitor keeps").
 */
const PACK_LINK_FIELD = "resources_pack_url";
const RESULT_LINK_FIELD = "tool_result_url";

function linkCustomFields(lead: DeliveredLead, siteUrl: string): { name: string; value: string }[] {
  const fields = [];
  if (lead.pack_token) fields.push({ name: PACK_LINK_FIELD, value: `${siteUrl}${packPath(lead.pack_token)}` });
  if (lead.result_id) fields.push({ name: RESULT_LINK_FIELD, value: `${siteUrl}${resultPath(lead.result_id)}` });
  return fields;
}

/**
 * The last touch as beehiiv custom fields (the first touch fills its own utm_* fields): create
 * custom fields of these names in the publication to see them; beehiiv ignores unknown ones.
 */
export function lastTouchCustomFields(lead: LeadsTable): { name: string; value: string }[] {
  const fields = {
    last_utm_source: lead.last_utm_source,
    last_utm_medium: lead.last_utm_medium,
    last_utm_campaign: lead.last_utm_campaign,
    last_utm_term: lead.last_utm_term,
    last_utm_content: lead.last_utm_content,
    last_referrer: lead.last_referrer,
    last_landing_page: lead.last_landing_page,
    conversion_page: lead.conversion_page,
  };
  return Object.entries(fields).flatMap(([name, value]) => (value ? [{ name, value }] : []));
}

/**
 * POST /v2/publications/{id}/subscriptions with the e-mail, the first touch's UTM fields, and the
 * last touch and the lead's links as custom fields.
 */
export async function sendToBeehiiv(
  settings: BeehiivSettings,
  lead: DeliveredLead,
  limits: RequestLimits,
): Promise<DeliveryResult> {
  const url = `${settings.apiBase}/v2/publications/${encodeURIComponent(settings.publicationId)}/subscriptions`;
  const body = {
    email: lead.email,
    reactivate_existing: false,
    send_welcome_email: settings.sendWelcomeEmail,
    // Said either way, so what the visitor was told (confirm by e-mail, or not) is what happens.
    double_opt_override: settings.doubleOptIn ? "on" : "off",
    utm_source: lead.utm_source ?? "direct",
    utm_medium: lead.utm_medium ?? "organic",
    utm_campaign: lead.utm_campaign ?? "unknown",
    utm_term: lead.utm_term ?? undefined,
    utm_content: lead.utm_content ?? undefined,
    referring_site: lead.referrer ?? "direct",
    custom_fields: [...lastTouchCustomFields(lead), ...linkCustomFields(lead, settings.siteUrl)],
  };
  return postToBeehiiv(settings, url, body, limits);
}

/**
 * A POST to beehiiv's API. 408, 429, 5xx and network failures are worth retrying (waiting as
 * long as beehiiv asks); any other refusal is final.
 */
export async function postToBeehiiv(
  settings: BeehiivSettings,
  url: string,
  body: object,
  limits: RequestLimits,
): Promise<DeliveryResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { Authorization: `Bearer ${settings.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: requestSignal(limits),
    });
  } catch (error) {
    return { ok: false, retryable: true, error: `request failed: ${(error as Error).message}` };
  }
  // The body is never needed; reading it frees the connection.
  const text = await response.text().catch(() => "");
  if (response.ok) return { ok: true };
  const error = `HTTP ${response.status}${text ? `: ${text.slice(0, 300)}` : ""}`;
  if (response.status === 429 || response.status === 408 || response.status >= 500) {
    return { ok: false, retryable: true, error, retryAfterMs: retryAfterMs(response.headers) };
  }
  return { ok: false, retryable: false, error };
}
