/**
 * OWASP's advice for account lockout: rather than block an account after a few failures
 * (which lets anyone lock its owner out), slow it down. The first attempts since the last
 * successful sign-in are free; after that each one must wait twice as long as the one before,
 * up to a minute, so an attacker spread over many addresses gets about one guess a minute.
 */
export const FREE_SIGN_IN_ATTEMPTS = 5;
const FIRST_DELAY_MS = 1_000;
export const MAX_SIGN_IN_DELAY_MS = 60_000;
/** An account left alone this long starts again with free attempts. */
export const SIGN_IN_PACE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** How long the account waits after its n-th attempt since the last success. */
export function delayAfterAttempt(attempts: number): number {
  if (attempts < FREE_SIGN_IN_ATTEMPTS) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_MS, FIRST_DELAY_MS * 2 ** (attempts - FREE_SIGN_IN_ATTEMPTS));
}
