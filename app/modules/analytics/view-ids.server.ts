import { createHmac, randomFillSync, timingSafeEqual } from "node:crypto";

/**
 * Page view ids: the proof a beacon must carry that the server served a page to this address
 * a short while ago (docs/decisions/0016-analytics-tied-to-page-views.md). An id is the time
 * it was issued and a random number, signed together with the address it was issued to, so
 * it cannot be made up, moved to another address or kept for later; each one can then be
 * given a budget of events (app/modules/analytics/admission.server.ts).
 */
export interface ViewIds {
  /** A fresh id for a page served to `address`. */
  issue(address: string): string;
  /** Whether an id is genuine, fresh and was issued to `address`. */
  verify(id: string | null | undefined, address: string): boolean;
}

/** Long enough for a reader to finish a long part and move on; after it, a page's events are refused. */
export const VIEW_ID_LIFETIME_MS = 2 * 3600_000;
/** An id issued a little "later" than now by another instance's clock is still good. */
const CLOCK_SKEW_MS = 60_000;

const TIME_BYTES = 4;
const NONCE_BYTES = 6;
const PAYLOAD_BYTES = TIME_BYTES + NONCE_BYTES;
/** 80 bits: guessing one is out of reach, and the id stays 27 characters. */
const MAC_BYTES = 10;
const ID_LENGTH = Math.ceil(((PAYLOAD_BYTES + MAC_BYTES) * 4) / 3);

/** `secret` is shared by every instance (the server secret), so any of them accepts an id another issued. */
export function createViewIds(secret: string, now: () => number = Date.now): ViewIds {
  const key = createHmac("sha256", secret).update("analytics page view ids").digest();
  const sign = (payload: Buffer, address: string) =>
    createHmac("sha256", key).update(payload).update(address).digest().subarray(0, MAC_BYTES);
  // Random bytes drawn a thousand ids at a time: every HTML answer, cache hits included, issues one.
  const nonces = Buffer.allocUnsafe(NONCE_BYTES * 1024);
  let drawn = nonces.length;

  return {
    issue(address) {
      const payload = Buffer.allocUnsafe(PAYLOAD_BYTES);
      payload.writeUInt32BE(Math.floor(now() / 1000), 0);
      if (drawn === nonces.length) {
        randomFillSync(nonces);
        drawn = 0;
      }
      drawn += nonces.copy(payload, TIME_BYTES, drawn, drawn + NONCE_BYTES);
      return Buffer.concat([payload, sign(payload, address)]).toString("base64url");
    },
    verify(id, address) {
      if (typeof id !== "string" || id.length !== ID_LENGTH) return false;
      const bytes = Buffer.from(id, "base64url");
      if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES) return false;
      const payload = bytes.subarray(0, PAYLOAD_BYTES);
      const age = now() - payload.readUInt32BE(0) * 1000;
      if (age > VIEW_ID_LIFETIME_MS || age < -CLOCK_SKEW_MS) return false;
      return timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), sign(payload, address));
    },
  };
}
