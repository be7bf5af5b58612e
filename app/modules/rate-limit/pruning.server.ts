import { z } from "zod";
import type { AppContext } from "~/context";
import { deleteIdlePaces } from "~/db/queries/sign-in-pace.server";
import { SIGN_IN_PACE_MEMORY_MS } from "~/modules/auth/sign-in-pace";
import { defineJob } from "~/modules/jobs/define";
import { pruneRateLimits } from "./rate-limit.server";

const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Longer than any limit's window, and than the sign-in pace's memory. */
const KEEP_MS = Math.max(SIGN_IN_PACE_MEMORY_MS, 24 * 60 * 60 * 1000);

/** Drops rate-limit counters and sign-in paces nobody has touched for a day. */
export async function pruneStaleLimits(db: AppContext["db"], now = new Date(), signal?: AbortSignal): Promise<void> {
  await pruneRateLimits(db, KEEP_MS, now);
  signal?.throwIfAborted();
  await deleteIdlePaces(db, new Date(now.getTime() - KEEP_MS));
}

/**
 * Prunes every hour: each new address or e-mail tried leaves a row behind. A recurring
 * background job, so one instance does it each hour.
 */
export const rateLimitPruningJob = defineJob({
  kind: "rate-limit-pruning",
  payload: z.object({}),
  everyMs: PRUNE_EVERY_MS,
  run: (_payload, { db, signal }) => pruneStaleLimits(db, new Date(), signal),
});
