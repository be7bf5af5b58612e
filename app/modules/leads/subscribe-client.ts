import { trackEvent } from "~/modules/analytics/pixels";

export type SubscribeOutcome =
  | { ok: true }
  /** The server answered with an error (bad e-mail, too many attempts). */
  | { ok: false; kind: "failed"; detail?: string }
  /** The request itself broke (offline, server unreachable). */
  | { ok: false; kind: "unexpected" };

/** Sends a capture form to the subscribe endpoint as JSON and reports the 'email_subscribed' event on success. */
export async function submitSubscription(form: HTMLFormElement, leadMagnet: string): Promise<SubscribeOutcome> {
  const body: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") body[key] = value;
  let response: Response;
  try {
    response = await fetch("/api/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, kind: "unexpected" };
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { error?: unknown };
    return { ok: false, kind: "failed", detail: typeof data.error === "string" ? data.error : undefined };
  }
  trackEvent("email_subscribed", { lead_magnet: leadMagnet });
  return { ok: true };
}
