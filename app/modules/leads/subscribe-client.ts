import { trackEvent } from "~/modules/analytics/pixels";
import { readFollowUp, type FollowUp } from "./follow-up";

export type SubscribeOutcome =
  /** Stored; `followUp` says what the visitor can expect by e-mail. */
  | { ok: true; followUp: FollowUp }
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
  const data = (await response.json().catch(() => ({}))) as { followUp?: unknown };
  // Promise no e-mail unless the server said one is coming.
  return { ok: true, followUp: readFollowUp(typeof data.followUp === "string" ? data.followUp : null) ?? "none" };
}
