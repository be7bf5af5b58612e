import { timingSafeEqual } from "node:crypto";
import nodemailer from "nodemailer";
import type { AppContext } from "~/context";
import { secretDigest } from "~/modules/signing/server-secret.server";
import type { Delivery } from "./delivery-job.server";

export const CONFIRMATION_DELIVERY = "confirmation-email";
export const CONFIRM_PATH = "/subscribe/confirm";

type Signing = Pick<AppContext, "db" | "config">;

/** The lead's own token, made with the server secret: nothing to store, and the same on every retry. */
function tokenFor(context: Signing, leadId: string): Promise<string> {
  return secretDigest(context, "lead-confirmation", leadId);
}

/** The link in the e-mail: following it (and pressing Confirm) is what confirms the lead. */
export async function confirmationLink(context: Signing, leadId: string): Promise<string> {
  const query = new URLSearchParams({ lead: leadId, token: await tokenFor(context, leadId) });
  return `${context.config.SITE_URL}${CONFIRM_PATH}?${query}`;
}

export async function isConfirmationToken(context: Signing, leadId: string, token: string): Promise<boolean> {
  const expected = Buffer.from(await tokenFor(context, leadId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

interface SmtpSettings {
  url: string;
  from: string;
}

/**
 * Sends each lead its confirmation link through the configured mail server (double opt-in
 * without a newsletter provider). A mail server's permanent refusal (5xx) fails the job; a
 * connection problem or a 4xx is tried again.
 */
export function confirmationEmailDelivery(context: Signing, smtp: SmtpSettings): Delivery {
  const site = context.config.SITE_NAME;
  return {
    kind: CONFIRMATION_DELIVERY,
    async deliver(lead, { timeoutMs }) {
      const link = await confirmationLink(context, lead.id);
      const transport = nodemailer.createTransport({
        url: smtp.url,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      });
      try {
        await transport.sendMail({
          from: smtp.from,
          to: lead.email,
          subject: `Confirm your subscription to ${site}`,
          text: [
            `Someone, hopefully you, asked to subscribe ${lead.email} to ${site}.`,
            "",
            `To confirm, open this link: ${link}`,
            "",
            "If it was not you, ignore this e-mail: you will not be subscribed.",
          ].join("\n"),
        });
        return { ok: true };
      } catch (error) {
        const { message, permanent } = error as Error & { permanent?: boolean };
        return { ok: false, retryable: permanent !== true, error: `SMTP: ${message}` };
      } finally {
        transport.close();
      }
    },
  };
}
