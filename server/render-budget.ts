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
  /** The seconds to wait when `address`'s budget is spent, taking nothing. */
  check(address: string): Promise<number | undefined>;
}

export function createRenderBudgets({ renders, perSeconds }: typeof RENDER_BUDGET = RENDER_BUDGET): RenderBudgets {
  const limiter = new RateLimiterMemory({ points: renders, duration: perSeconds });
  const wait = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  return {
    async take(address) {
      try {
        await limiter.consume(address);
        return undefined;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return wait(refusal.msBeforeNext);
        throw refusal;
      }
    },
    async check(address) {
      const state = await limiter.get(address);
      return state && state.consumedPoints >= renders ? wait(state.msBeforeNext) : undefined;
    },
  };
}

/** When a request's render draws on the visitor's budget: never, before each render, or after one that found nothing. */
export type BudgetRule = "none" | "every-render" | "not-found";

/**
 * Which renders of this request draw on the visitor's budget (server/page-responses.ts asks
 * only when it is about to render: a public page's miss, a page no cache keeps, a form post).
 *
 * A form post (any method but GET and HEAD) always draws: its answer is rendered, and a forged
 * one costs as much as a real one (each form has its own, tighter limit too).
 *
 * A public page draws only at an address without end (a search, a filter combination, a
 * listing's page, a made-up slug or path). A fixed address, or a page the sitemap lists
 * (`isListedPage`), is never refused, so a crawler reading the whole site after a deploy (every
 * page a miss) is served in full. A page no cache keeps (a tool's, a private link's, the admin's)
 * draws on every render, as its route says (`budget` in its handle): otherwise it would be an
 * unlimited way around the limit (the search dialog's answers were one).
 */
export async function budgetRule(
  { page, key }: PageTarget,
  isListedPage: (path: string) => Promise<boolean>,
  method = "GET",
): Promise<BudgetRule> {
  if (method !== "GET" && method !== "HEAD") return "every-render";
  if (page.policy.audience !== "public") return page.policy.budget;
  if (key !== page.path) return "every-render";
  if (!page.dynamic) return "none";
  return (await isListedPage(page.page).catch(() => false)) ? "none" : "every-render";
}

/** What servePage asks of the budget around a render. */
export interface RenderBudget {
  /** Before rendering: the seconds to wait when the visitor may not have this render. */
  before(): Promise<number | undefined>;
  /** After rendering, with the answer's status (a lookup that found nothing is charged then). */
  after(status: number): Promise<void>;
}

/**
 * The budget of one request, by its rule. `isOwner` is asked only once the budget is spent: the
 * signed-in owner is never refused their own screens, however fast they work.
 */
export function requestBudget(
  rule: () => Promise<BudgetRule>,
  budgets: RenderBudgets,
  address: string,
  isOwner: () => Promise<boolean>,
): RenderBudget {
  let ruled: Promise<BudgetRule> | undefined;
  const ruleOnce = () => (ruled ??= rule());
  const refusal = async (wait: number | undefined) =>
    wait !== undefined && !(await isOwner().catch(() => false)) ? wait : undefined;
  return {
    async before() {
      const drawn = await ruleOnce();
      if (drawn === "every-render") return refusal(await budgets.take(address));
      if (drawn === "not-found") return refusal(await budgets.check(address));
      return undefined;
    },
    async after(status) {
      if (status === 404 && (await ruleOnce()) === "not-found") await budgets.take(address);
    },
  };
}
