import nodemailer from "nodemailer";
import type { DeliveryResult } from "./beehiiv.server";

export interface SmtpSettings {
  url: string;
  from: string;
}

/** Undefined unless both SMTP_URL and SMTP_FROM are set. */
export function smtpSettings(config: { SMTP_URL?: string; SMTP_FROM?: string }): SmtpSettings | undefined {
  return config.SMTP_URL && config.SMTP_FROM ? { url: config.SMTP_URL, from: config.SMTP_FROM } : undefined;
}

/**
 * Sends one plain-text e-mail through the configured mail server. A permanent refusal (5xx)
 * fails the job; a connection problem or a 4xx is tried again.
 */
export async function sendMail(
  smtp: SmtpSettings,
  message: { to: string; subject: string; text: string },
  { timeoutMs }: { timeoutMs: number },
): Promise<DeliveryResult> {
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.sendMail({ from: smtp.from, ...message });
    return { ok: true };
  } catch (error) {
    const { message: reason, permanent } = error as Error & { permanent?: boolean };
    return { ok: false, retryable: permanent !== true, error: `SMTP: ${reason}` };
  } finally {
    transport.close();
  }
}
