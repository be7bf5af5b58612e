import type { AppContext } from "~/context";
import { packPath } from "~/modules/resources/paths";
import { siteConfig } from "~/modules/settings/site-config.server";
import { postToBeehiiv, type BeehiivSettings } from "./beehiiv.server";
import type { Delivery } from "./delivery-types";
import { sendMail, type SmtpSettings } from "./smtp.server";

/** The outbox kinds that e-mail a lead its own pack link: through our mail server, or a beehiiv automation. */
export const PACK_EMAIL_DELIVERY = "pack-email";
export const BEEHIIV_PACK_DELIVERY = "beehiiv-pack-automation";

/**
 * The lead's pack link, e-mailed to its address: how the address's owner still gets the pack
 * when someone types that address in another browser, which is never shown it.
 */
export function packEmailDelivery(context: Pick<AppContext, "db" | "config">, smtp: SmtpSettings): Delivery {
  return {
    kind: PACK_EMAIL_DELIVERY,
    async deliver(lead, { timeoutMs, signal }) {
      if (!lead.pack_token) return { ok: false, retryable: false, error: "the lead has no pack link" };
      const site = (await siteConfig(context)).SITE_NAME;
      const link = `${context.config.SITE_URL}${packPath(lead.pack_token)}`;
      const text = [
        `Someone, hopefully you, asked for the workshop resources pack of ${lead.email} on ${site}.`,
        "",
        `Your pack, with its guide, slide outline, cheat sheet and prompts, is at this link: ${link}`,
        "",
        "The link is yours: anyone who has it can open the pack, so keep it to yourself.",
        "If it was not you who asked, you can ignore this e-mail.",
      ].join("\n");
      return sendMail(
        smtp,
        { to: lead.email, subject: `Your workshop resources pack from ${site}`, text },
        { timeoutMs, signal },
      );
    },
  };
}

/**
 * The same through beehiiv: the subscriber is added to an automation (its trigger "Add by
 * API") whose e-mail shows their resources_pack_url custom field, sent when they subscribed.
 */
export function beehiivPackDelivery(settings: BeehiivSettings & { packAutomationId: string }): Delivery {
  const url =
    `${settings.apiBase}/v2/publications/${encodeURIComponent(settings.publicationId)}` +
    `/automations/${encodeURIComponent(settings.packAutomationId)}/journeys`;
  return {
    kind: BEEHIIV_PACK_DELIVERY,
    deliver: (lead, { timeoutMs, signal }) =>
      postToBeehiiv(settings, url, { email: lead.email }, { timeoutMs, signal }),
  };
}
