import { timingSafeEqual } from "node:crypto";
import type { AppContext } from "~/context";
import { siteConfig } from "~/modules/settings/site-config.server";
import { secretDigest } from "~/modules/signing/server-secret.server";
import type { Delivery } from "./delivery-types";
import { sendMail, type SmtpSettings } from "./smtp.server";

export const CONFIRMATION_DELIVERY = "confirmation-email";
export const CONFIRM_PATH = "/subscribe/confirm";

type Signing = Pick<AppContext, "db" | "config">;

/** A confirmation link's parts: the lead, when the link stops working, and the server's signature of both. */
export interface ConfirmationLink {
  lead: string;
  /** Seconds since the epoch. */
  expires: number;
  token: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const UNTIL = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/** The lead's token for a link that ends at `expires`: made with the server secret, so a changed date does not verify. */
function tokenFor(context: Signing, leadId: string, expires: number): Promise<string> {
  return secretDigest(context, "lead-confirmation", `${leadId}\0${expires}`);
}

/** When a link made now stops working, in seconds since the epoch (CONFIRMATION_LINK_DAYS from now). */
function expiryOf(context: Signing, now: Date): number {
  return Math.floor((now.getTime() + context.config.CONFIRMATION_LINK_DAYS * DAY_MS) / 1000);
}

/** The link in the e-mail: following it (and pressing Confirm) before it expires is what confirms the lead. */
export async function confirmationLink(context: Signing, leadId: string, now = new Date()): Promise<string> {
  const expires = expiryOf(context, now);
  const query = new URLSearchParams({
    lead: leadId,
    expires: String(expires),
    token: await tokenFor(context, leadId, expires),
  });
  return `${context.config.SITE_URL}${CONFIRM_PATH}?${query}`;
}

/** Whether this server made the link: "valid" and "expired" are both genuine links. */
export async function checkConfirmationLink(
  context: Signing,
  { lead, expires, token }: ConfirmationLink,
  now = new Date(),
): Promise<"valid" | "expired" | "forged"> {
  const expected = Buffer.from(await tokenFor(context, lead, expires));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "forged";
  return expires * 1000 > now.getTime() ? "valid" : "expired";
}

/** Sends each lead its confirmation link through the configured mail server (double opt-in without a newsletter provider). */
export function confirmationEmailDelivery(context: Signing, smtp: SmtpSettings): Delivery {
  return {
    kind: CONFIRMATION_DELIVERY,
    async deliver(lead, { timeoutMs, signal }) {
      const site = (await siteConfig(context)).SITE_NAME;
      const now = new Date();
      const link = await confirmationLink(context, lead.id, now);
      const until = UNTIL.format(expiryOf(context, now) * 1000);
      const text = [
        `Someone, hopefully you, asked to subscribe ${lead.email} to ${site}.`,
        "",
        `To confirm, open this link before ${until} (UTC): ${link}`,
        "",
        "If it was not you, ignore this e-mail: you will not be subscribed.",
      ].join("\n");
      return sendMail(
        smtp,
        { to: lead.email, subject: `Confirm your subscription to ${site}`, text },
        { timeoutMs, signal },
      );
    },
  };
}
