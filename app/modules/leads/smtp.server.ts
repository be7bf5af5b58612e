import type { DeliveryResult, RequestLimits } from "./delivery-types";

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
  { timeoutMs, signal }: RequestLimits,
): Promise<DeliveryResult> {
  if (signal?.aborted) return { ok: false, retryable: true, error: "SMTP: not sent, the job was stopped" };
  // Loaded on the first send, not at every server start (docs/decisions/0030).
  const { default: nodemailer } = await import("nodemailer");
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  // Closing the connection is how a send in progress is stopped.
  const stop = () => transport.close();
  signal?.addEventListener("abort", stop, { once: true });
  try {
    await transport.sendMail({ from: smtp.from, ...message });
    return { ok: true };
  } catch (error) {
    const { message: reason, permanent } = error as Error & { permanent?: boolean };
    return { ok: false, retryable: permanent !== true, error: `SMTP: ${reason}` };
  } finally {
    signal?.removeEventListener("abort", stop);
    transport.close();
  }
}
