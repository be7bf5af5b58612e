/**
 * What a visitor who just subscribed can expect by e-mail, so the page says what really
 * happens: a link to confirm the subscription, the newsletter's welcome e-mail, or nothing.
 */
export const FOLLOW_UPS = ["confirm-email", "welcome-email", "none"] as const;
export type FollowUp = (typeof FOLLOW_UPS)[number];

/** The sentence every form shows when the subscription still needs confirming. */
export const CONFIRM_BY_EMAIL = "Confirm your subscription with the link we are e-mailing you.";

/** Reads the `subscribed` parameter a plain form post is sent back with. */
export function readFollowUp(value: string | null): FollowUp | undefined {
  return FOLLOW_UPS.find((followUp) => followUp === value);
}
