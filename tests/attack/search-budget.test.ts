import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { RENDER_BUDGET } from "../../server/render-budget";
import { reportFigure, withAttackServer } from "./attack-server";

/**
 * `npm run test:attack`, issue 28 ("Limits"): 1,000 searches from one address through the
 * search dialog's endpoint, each a new query, then the same through the catalog. Both must
 * be held to one render budget: /api/search declared no handle, so it was neither cached nor
 * counted, an unlimited way around the budget that guards /catalog?search=.
 */
const QUERIES = 1_000;
const CONCURRENCY = 20;
const server = withAttackServer({ TRUST_PROXY: "" });

interface Run {
  answered: number;
  refused: number;
  other: number;
  seconds: number;
}

/** `QUERIES` requests of `path(query)`, `CONCURRENCY` at a time, each with a query never asked before. */
async function flood(path: (query: string) => string): Promise<Run> {
  const origin = server.current().baseUrl;
  const run: Run = { answered: 0, refused: 0, other: 0, seconds: 0 };
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < QUERIES) {
        next += 1;
        const response = await fetch(`${origin}${path(`pricing ${randomBytes(4).toString("hex")}`)}`);
        await response.arrayBuffer();
        if (response.status === 200) run.answered += 1;
        else if (response.status === 429) run.refused += 1;
        else run.other += 1;
      }
    }),
  );
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

const describeRun = (run: Run) =>
  `${run.answered} answered, ${run.refused} refused (429)${run.other ? `, ${run.other} other` : ""} in ${run.seconds.toFixed(1)} s`;

/** Renders one address may have over `seconds`: the budget is a fixed window, so a run spans at most one more. */
const allowedOver = (seconds: number) => RENDER_BUDGET.renders * (Math.floor(seconds / RENDER_BUDGET.perSeconds) + 2);

describe(`${QUERIES} searches from one address`, () => {
  it("are held by the dialog's endpoint to the render budget that guards the catalog's search", async () => {
    const dialog = await flood((query) => `/api/search?${new URLSearchParams({ search: query })}`);
    // The dialog's searches spent the address's budget: the catalog's search is refused at once.
    const origin = server.current().baseUrl;
    const catalogAfter = await fetch(`${origin}/catalog?search=${randomBytes(4).toString("hex")}`);
    await catalogAfter.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, (RENDER_BUDGET.perSeconds + 1) * 1000));
    const catalog = await flood((query) => `/catalog?${new URLSearchParams({ search: query })}`);
    reportFigure(
      "Search budget, /api/search",
      `main (its build, this scenario): 1000 of 1000 answered, none refused, then /catalog?search= answered 200 (a budget of its own); now ${describeRun(dialog)}, then /catalog?search= answered ${catalogAfter.status} [target: the same budget as /catalog?search=, ${RENDER_BUDGET.renders} renders per ${RENDER_BUDGET.perSeconds} s]`,
    );
    reportFigure("Search budget, /catalog?search= for comparison", describeRun(catalog));
    expect(dialog.answered).toBeLessThanOrEqual(allowedOver(dialog.seconds));
    expect(dialog.refused).toBeGreaterThan(0);
    expect(catalogAfter.status).toBe(429);
    expect(catalog.answered).toBeLessThanOrEqual(allowedOver(catalog.seconds));
  });
});
