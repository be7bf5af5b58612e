import type { Kysely } from "kysely";
import type { Database } from "../schema";

export type PaceClaim = { ok: true; attempt: number } | { ok: false; nextAttemptAt: Date };

interface PaceRules {
  now: Date;
  /** Attempts older than this are forgotten: the count starts again. */
  forgetBefore: Date;
  /** How long the account waits after its n-th attempt since the last success. */
  delayAfter: (attempts: number) => number;
}

/**
 * Takes the account's next sign-in slot, or says when it opens. The update only applies to
 * the row exactly as it was read (compare-and-set), so of several requests racing for one slot
 * exactly one gets it and the others are told to wait.
 */
export async function claimSignInSlot(
  db: Kysely<Database>,
  account: string,
  { now, forgetBefore, delayAfter }: PaceRules,
): Promise<PaceClaim> {
  const timestamp = now.toISOString();
  const row = await db.selectFrom("admin_sign_in_pace").selectAll().where("account", "=", account).executeTakeFirst();
  if (!row) {
    const next = new Date(now.getTime() + delayAfter(1));
    const inserted = await db
      .insertInto("admin_sign_in_pace")
      .values({ account, attempts: 1, last_attempt_at: timestamp, next_attempt_at: next.toISOString() })
      .onConflict((conflict) => conflict.column("account").doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1
      ? { ok: true, attempt: 1 }
      : { ok: false, nextAttemptAt: now };
  }
  const forgotten = new Date(row.last_attempt_at) <= forgetBefore;
  const nextAttemptAt = new Date(row.next_attempt_at);
  if (!forgotten && nextAttemptAt > now) return { ok: false, nextAttemptAt };

  const attempt = (forgotten ? 0 : row.attempts) + 1;
  const claimed = await db
    .updateTable("admin_sign_in_pace")
    .set({
      attempts: attempt,
      last_attempt_at: timestamp,
      next_attempt_at: new Date(now.getTime() + delayAfter(attempt)).toISOString(),
    })
    .where("account", "=", account)
    .where("attempts", "=", row.attempts)
    .where("last_attempt_at", "=", row.last_attempt_at)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? { ok: true, attempt } : { ok: false, nextAttemptAt: now };
}

/**
 * Gives back one attempt (a right password or code is no guess). The wait already set stays,
 * and the attempts of everyone else stay counted: a sign-in of the owner's does not reset the
 * account's pace for a guesser elsewhere.
 */
export async function refundSignInSlot(db: Kysely<Database>, account: string): Promise<void> {
  await db
    .updateTable("admin_sign_in_pace")
    .set((eb) => ({ attempts: eb("attempts", "-", 1) }))
    .where("account", "=", account)
    .where("attempts", ">", 0)
    .execute();
}

/** Forgets accounts (and e-mails tried that have none) with no attempt since `before`. */
export async function deleteIdlePaces(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom("admin_sign_in_pace").where("last_attempt_at", "<", before.toISOString()).execute();
}
