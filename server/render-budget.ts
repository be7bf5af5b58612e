import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { PageTarget } from "./page-responses";

/**
 * Renders one address may cause by asking for pages the cache does not hold yet: far more than
 * a person browsing makes (each page view is one), few enough that random query strings from
 * one client cannot keep the CPUs busy. Kept in this process's memory: it protects this
 * instance's CPU, not a count every instance must agree on.
 */
export const RENDER_BUDGET: { renders: number; perSeconds: number } = { renders: 60, perSeconds: 10 };

export interface RenderBudgets {
  /** Takes a render for `address`; the seconds to wait when its budget is spent. */
  take(address: string): Promise<number | undefined>;
}

export function createRenderBudgets({ renders, perSeconds }: typeof RENDER_BUDGET = RENDER_BUDGET): RenderBudgets {
  const limiter = new RateLimiterMemory({ points: renders, duration: perSeconds });
  return {
    async take(address) {
      try {
        await limiter.consume(address);
        return undefined;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw refusal;
      }
    },
  };
}

/**
 * Whether rendering this page draws on the visitor's budget: only addresses without end do (a
 * search, a filter combination, a listing's page, a made-up slug or path). A fixed address, or
 * a page the sitemap lists (`isListedPage`), is never refused, so a crawler reading the whole
 * site after a deploy (every page a miss) is served in full.
 */
export async function drawsOnRenderBudget(
  { page, key }: PageTarget,
  isListedPage: (path: string) => Promise<boolean>,
): Promise<boolean> {
  if (key !== page.path) return true;
  if (!page.dynamic) return false;
  return !(await isListedPage(page.page).catch(() => false));
}
