import type { AppContext } from "~/context";
import { deleteIdlePaces } from "~/db/queries/sign-in-pace.server";
import { SIGN_IN_PACE_MEMORY_MS } from "~/modules/auth/sign-in-pace";
import { pruneRateLimits } from "./rate-limit.server";

const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Longer than any limit's window, and than the sign-in pace's memory. */
const KEEP_MS = Math.max(SIGN_IN_PACE_MEMORY_MS, 24 * 60 * 60 * 1000);

/** Drops rate-limit counters and sign-in paces nobody has touched for a day. */
export async function pruneStaleLimits(db: AppContext["db"], now = new Date()): Promise<void> {
  await pruneRateLimits(db, KEEP_MS, now);
  await deleteIdlePaces(db, new Date(now.getTime() - KEEP_MS));
}

/**
 * Prunes every hour: each new address or e-mail tried leaves a row behind. Every instance may
 * run it; deleting twice is harmless.
 */
export function startRateLimitPruning({ db, logger }: Pick<AppContext, "db" | "logger">): { stop(): void } {
  const prune = async () => {
    try {
      await pruneStaleLimits(db);
    } catch (error) {
      logger.warn({ err: error }, "pruning old rate-limit counters failed; trying again in an hour");
    }
  };
  const timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
