/**
 * What a visitor who just subscribed can expect by e-mail, so the page says what really
 * happens: a link to confirm the subscription, the newsletter's welcome e-mail, the address's
 * own pack link (asked for an address already on file, whose pack is never shown to another
 * browser), or nothing.
 */
export const FOLLOW_UPS = ["confirm-email", "welcome-email", "pack-email", "none"] as const;
export type FollowUp = (typeof FOLLOW_UPS)[number];
/** What a new address leads to, as the server is configured (a pack link is only ever e-mailed for one on file). */
export type ConfiguredFollowUp = Exclude<FollowUp, "pack-email">;

/** The sentence every form shows when the subscription still needs confirming. */
export const CONFIRM_BY_EMAIL = "Confirm your subscription with the link we are e-mailing you.";

/** The sentence a form shows when the address was already on file and its pack link is being e-mailed to it. */
export const PACK_BY_EMAIL = "That address already has a resources pack: we are e-mailing its link to that inbox.";

/** Reads the `subscribed` parameter a plain form post is sent back with. */
export function readFollowUp(value: string | null): FollowUp | undefined {
  return FOLLOW_UPS.find((followUp) => followUp === value);
}
