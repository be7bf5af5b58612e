import type { Kysely, Transaction } from "kysely";
import type { Database } from "../schema";
import { deleteOtherSessions } from "./sessions.server";

export interface SecondFactorState {
  secret: string | null;
  pendingSecret: string | null;
  lastStep: number | null;
  recoveryCodesLeft: number;
}

export async function readSecondFactor(db: Kysely<Database>, adminUserId: string): Promise<SecondFactorState> {
  const row = await db
    .selectFrom("admin_users")
    .select((eb) => [
      "totp_secret",
      "totp_pending_secret",
      "totp_last_step",
      eb
        .selectFrom("admin_recovery_codes")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("admin_recovery_codes.admin_user_id", "=", "admin_users.id")
        .as("recovery_codes"),
    ])
    .where("id", "=", adminUserId)
    .executeTakeFirstOrThrow();
  return {
    secret: row.totp_secret,
    pendingSecret: row.totp_pending_secret,
    lastStep: row.totp_last_step,
    recoveryCodesLeft: Number(row.recovery_codes ?? 0),
  };
}

/** The secret being set up (or null to abandon the set-up). */
export async function setPendingSecret(db: Kysely<Database>, adminUserId: string, secret: string | null) {
  await db.updateTable("admin_users").set({ totp_pending_secret: secret }).where("id", "=", adminUserId).execute();
}

/**
 * Turns the second factor on with the secret that was pending, replaces the recovery codes and
 * ends every session of the account but `keepSession` (one opened with the password alone must
 * not outlive the change). Answers how many sessions ended, or undefined, changing nothing,
 * when another set-up replaced the secret meanwhile.
 */
export async function enableSecondFactor(
  db: Kysely<Database>,
  adminUserId: string,
  {
    secret,
    step,
    codeHashes,
    keepSession,
    now,
  }: { secret: string; step: number; codeHashes: string[]; keepSession: string; now: Date },
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("admin_users")
      .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step })
      .where("id", "=", adminUserId)
      .where("totp_pending_secret", "=", secret)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return undefined;
    await insertRecoveryCodes(trx, adminUserId, { codeHashes, now });
    return deleteOtherSessions(trx, adminUserId, keepSession);
  });
}

/** Replaces the recovery codes with new ones (the old stop working); false, changing nothing, while the second factor is off. */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  adminUserId: string,
  { codeHashes, now }: { codeHashes: string[]; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom("admin_users")
      .select("id")
      .where("id", "=", adminUserId)
      .where("totp_secret", "is not", null)
      .executeTakeFirst();
    if (!account) return false;
    await insertRecoveryCodes(trx, adminUserId, { codeHashes, now });
    return true;
  });
}

async function insertRecoveryCodes(
  trx: Transaction<Database>,
  adminUserId: string,
  { codeHashes, now }: { codeHashes: string[]; now: Date },
): Promise<void> {
  await trx.deleteFrom("admin_recovery_codes").where("admin_user_id", "=", adminUserId).execute();
  const created_at = now.toISOString();
  await trx
    .insertInto("admin_recovery_codes")
    .values(codeHashes.map((code_hash) => ({ code_hash, admin_user_id: adminUserId, created_at })))
    .execute();
}

/** Turns the second factor off: secret, set-up and recovery codes all go. */
export async function disableSecondFactor(db: Kysely<Database> | Transaction<Database>, adminUserId: string) {
  await db
    .updateTable("admin_users")
    .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
    .where("id", "=", adminUserId)
    .execute();
  await db.deleteFrom("admin_recovery_codes").where("admin_user_id", "=", adminUserId).execute();
}

/**
 * Records the time step of an accepted code, only if no other code was accepted since
 * `previous` was read: the same code (or an older one) cannot be used twice, even at once.
 */
export async function recordUsedStep(
  db: Kysely<Database>,
  adminUserId: string,
  { step, previous }: { step: number; previous: number | null },
): Promise<boolean> {
  let query = db.updateTable("admin_users").set({ totp_last_step: step }).where("id", "=", adminUserId);
  query = previous === null ? query.where("totp_last_step", "is", null) : query.where("totp_last_step", "=", previous);
  const updated = await query.executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Uses up a recovery code: true when it existed (and now no longer does). */
export async function spendRecoveryCode(db: Kysely<Database>, adminUserId: string, codeHash: string) {
  const deleted = await db
    .deleteFrom("admin_recovery_codes")
    .where("admin_user_id", "=", adminUserId)
    .where("code_hash", "=", codeHash)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}
