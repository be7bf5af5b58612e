import { describe, expect, it } from "vitest";
import { createRenderBudgets } from "./render-budget";

describe("render budgets", () => {
  it("gives each address its renders for the period, then the wait until the next period", async () => {
    const budgets = createRenderBudgets({ renders: 3, perSeconds: 10 });
    for (let render = 0; render < 3; render += 1) expect(await budgets.take("203.0.113.7")).toBeUndefined();
    expect(await budgets.take("203.0.113.7")).toBe(10);
    expect(await budgets.take("198.51.100.1")).toBeUndefined();
  });
});
