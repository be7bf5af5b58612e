import type { Config } from "~/config.server";
import type { ConnectionId } from "./fields";

export interface ConnectionOutcome {
  ok: boolean;
  message: string;
}

/** Long enough for a slow provider, short enough for the owner to wait on the page. */
export const CONNECTION_TIMEOUT_MS = 8_000;

type ConnectionConfig = Pick<
  Config,
  | "BEEHIIV_API_BASE"
  | "BEEHIIV_API_KEY"
  | "BEEHIIV_PUBLICATION_ID"
  | "SMTP_URL"
  | "SMTP_FROM"
  | "AI_BASE_URL"
  | "AI_API_KEY"
  | "AI_MODEL"
>;

/**
 * "Test connection": asks the service, with these settings, for something that proves they work
 * (beehiiv: the publication; SMTP: a signed-in session; the model: a one-word answer), without
 * subscribing anyone or sending any e-mail. The message says what was found or what went wrong.
 */
export async function testConnection(
  id: ConnectionId,
  config: ConnectionConfig,
  timeoutMs = CONNECTION_TIMEOUT_MS,
): Promise<ConnectionOutcome> {
  try {
    if (id === "newsletter") return await testBeehiiv(config, timeoutMs);
    if (id === "email") return await testSmtp(config, timeoutMs);
    return await testModel(config, timeoutMs);
  } catch (error) {
    return { ok: false, message: `Could not reach it: ${describeError(error, timeoutMs)}.` };
  }
}

async function testBeehiiv(config: ConnectionConfig, timeoutMs: number): Promise<ConnectionOutcome> {
  const { BEEHIIV_API_KEY: key, BEEHIIV_PUBLICATION_ID: publication } = config;
  if (!key || !publication) return { ok: false, message: "Set the API key and the publication ID first." };
  const base = config.BEEHIIV_API_BASE.replace(/\/+$/, "");
  const response = await fetch(`${base}/v2/publications/${encodeURIComponent(publication)}`, {
    headers: { Authorization: `Bearer ${key}`, Accept: "application/json" },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 401 || response.status === 403) {
    return { ok: false, message: "beehiiv refused the API key: check it, and that it can reach this publication." };
  }
  if (response.status === 404) return { ok: false, message: `beehiiv has no publication ${publication} for this key.` };
  if (!response.ok) return { ok: false, message: `beehiiv answered HTTP ${response.status}: try again in a minute.` };
  const body = (await response.json().catch(() => undefined)) as { data?: { name?: unknown } } | undefined;
  const name = typeof body?.data?.name === "string" ? ` “${body.data.name}”` : "";
  return { ok: true, message: `Connected to beehiiv: publication${name} (${publication}) accepts this key.` };
}

async function testSmtp(config: ConnectionConfig, timeoutMs: number): Promise<ConnectionOutcome> {
  if (!config.SMTP_URL) return { ok: false, message: "Set the mail server first." };
  if (!config.SMTP_FROM) return { ok: false, message: "Set the sender first." };
  // Loaded on the first test, not at every server start (docs/decisions/0030).
  const { default: nodemailer } = await import("nodemailer");
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.verify();
  } catch (error) {
    return { ok: false, message: `The mail server refused: ${describeError(error, timeoutMs)}.` };
  } finally {
    transport.close();
  }
  return { ok: true, message: `Signed in to ${new URL(config.SMTP_URL).hostname}: e-mails will be sent from it.` };
}

async function testModel(config: ConnectionConfig, timeoutMs: number): Promise<ConnectionOutcome> {
  if (!config.AI_BASE_URL) return { ok: false, message: "Set the endpoint first." };
  const response = await fetch(`${config.AI_BASE_URL.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(config.AI_API_KEY ? { Authorization: `Bearer ${config.AI_API_KEY}` } : {}),
    },
    body: JSON.stringify({
      model: config.AI_MODEL,
      messages: [{ role: "user", content: "Reply with the single word OK." }],
      max_tokens: 5,
    }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 401 || response.status === 403)
    return { ok: false, message: "The endpoint refused the API key." };
  if (response.status === 404) {
    return { ok: false, message: `The endpoint has no chat completions, or no model ${config.AI_MODEL}.` };
  }
  if (!response.ok) return { ok: false, message: `The endpoint answered HTTP ${response.status}.` };
  const body = (await response.json().catch(() => undefined)) as { choices?: unknown[] } | undefined;
  if (!Array.isArray(body?.choices) || body.choices.length === 0) {
    return { ok: false, message: "The endpoint answered, but not as an OpenAI-compatible API does." };
  }
  return { ok: true, message: `${config.AI_MODEL} answered: the tools will write with it.` };
}

function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") return `no answer in ${timeoutMs / 1000} seconds`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const text = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return text.replace(/\.$/, "");
}
