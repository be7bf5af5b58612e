import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { generateSecret, generateURI, verify } from "otplib";
import {
  disableSecondFactor,
  enableSecondFactor,
  readSecondFactor,
  recordUsedStep,
  replaceRecoveryCodes,
  setPendingSecret,
  spendRecoveryCode,
} from "~/db/queries/second-factor.server";
import type { Database } from "~/db/schema";

/** Codes a step before or after the server's clock are accepted too (phones drift). */
const CLOCK_TOLERANCE_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;
// 32 characters (5 bits each), none easily mistaken for another (no i, l, o or 0).
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz123456789";

export interface Enrolment {
  secret: string;
  /** The otpauth:// address as a QR code: an SVG data URL, drawn on the server. */
  qrCode: string;
}

/** What the security page shows: the second factor's state, and the set-up in progress if any. */
export async function secondFactorStatus(db: Kysely<Database>, adminUserId: string, { issuer, email }: Labels) {
  const state = await readSecondFactor(db, adminUserId);
  return {
    enabled: state.secret !== null,
    recoveryCodesLeft: state.recoveryCodesLeft,
    enrolment: state.pendingSecret === null ? undefined : await enrolmentOf(state.pendingSecret, { issuer, email }),
  };
}

interface Labels {
  /** The site's name, shown above the code in the app. */
  issuer: string;
  email: string;
}

async function enrolmentOf(secret: string, { issuer, email }: Labels): Promise<Enrolment> {
  const uri = generateURI({ issuer, label: email, secret });
  // Loaded on the first enrolment, not at every server start (docs/decisions/0030).
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { secret, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** Starts (or restarts) setting up: a new secret, kept aside until a code from the app confirms it. */
export async function startEnrolment(db: Kysely<Database>, adminUserId: string): Promise<void> {
  await setPendingSecret(db, adminUserId, generateSecret());
}

export async function cancelEnrolment(db: Kysely<Database>, adminUserId: string): Promise<void> {
  await setPendingSecret(db, adminUserId, null);
}

/**
 * Finishes setting up when `code` comes from the app holding the pending secret, ending every
 * other session of the account (`keepSession` is the one doing it). Returns the new recovery
 * codes (shown once, kept only as hashes) and how many sessions ended, or undefined when the
 * code is wrong.
 */
export async function confirmEnrolment(
  db: Kysely<Database>,
  adminUserId: string,
  { code, keepSession, now = new Date() }: { code: string; keepSession: string; now?: Date },
): Promise<{ recoveryCodes: string[]; endedSessions: number } | undefined> {
  const { pendingSecret } = await readSecondFactor(db, adminUserId);
  if (!pendingSecret) return undefined;
  const step = await acceptedStep(pendingSecret, code, null, now);
  if (step === undefined) return undefined;
  const recoveryCodes = newRecoveryCodes();
  const endedSessions = await enableSecondFactor(db, adminUserId, {
    secret: pendingSecret,
    step,
    codeHashes: recoveryCodes.map(hashRecoveryCode),
    keepSession,
    now,
  });
  return endedSessions === undefined ? undefined : { recoveryCodes, endedSessions };
}

/** A new set of recovery codes in place of the old, or undefined while the second factor is off. */
export async function renewRecoveryCodes(
  db: Kysely<Database>,
  adminUserId: string,
  now: Date = new Date(),
): Promise<string[] | undefined> {
  const recoveryCodes = newRecoveryCodes();
  const replaced = await replaceRecoveryCodes(db, adminUserId, {
    codeHashes: recoveryCodes.map(hashRecoveryCode),
    now,
  });
  return replaced ? recoveryCodes : undefined;
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** Turns the second factor off, once more proven with a current code or a recovery code. */
export async function turnOffSecondFactor(db: Kysely<Database>, adminUserId: string, code: string): Promise<boolean> {
  if (!(await verifySecondFactor(db, adminUserId, code))) return false;
  await disableSecondFactor(db, adminUserId);
  return true;
}

/**
 * True when `code` is the app's current code (each accepted once) or an unused recovery code
 * (used up by this call).
 */
export async function verifySecondFactor(
  db: Kysely<Database>,
  adminUserId: string,
  code: string,
  now: Date = new Date(),
): Promise<boolean> {
  const state = await readSecondFactor(db, adminUserId);
  if (!state.secret) return false;
  const typed = code.replace(/[\s-]/g, "").toLowerCase();
  if (/^\d{6}$/.test(typed)) {
    const step = await acceptedStep(state.secret, typed, state.lastStep, now);
    return step !== undefined && (await recordUsedStep(db, adminUserId, { step, previous: state.lastStep }));
  }
  return spendRecoveryCode(db, adminUserId, hashRecoveryCode(typed));
}

/** The code's time step when it is valid now and newer than the last one accepted. */
async function acceptedStep(secret: string, code: string, lastStep: number | null, now: Date) {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return undefined;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: CLOCK_TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // The result type also covers counter-based codes, which have no time step.
  return result.valid && "timeStep" in result ? result.timeStep : undefined;
}

/** "xxxx-xxxx-xxxx" from an alphabet without look-alikes (60 bits). */
function newRecoveryCode(): string {
  const characters = [...randomBytes(12)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join("")).join("-");
}

function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(code.replace(/[\s-]/g, "").toLowerCase()).digest("hex");
}
