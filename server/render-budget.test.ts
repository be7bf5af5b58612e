import { describe, expect, it } from "vitest";
import { sampleRouteTable } from "../tests/support/route-manifest";
import { pageCacheKey } from "./cache-policy";
import { budgetRule, createRenderBudgets, requestBudget, type BudgetRule } from "./render-budget";

describe("render budgets", () => {
  it("gives each address its renders for the period, then the wait until the next period", async () => {
    const budgets = createRenderBudgets({ renders: 3, perSeconds: 10 });
    for (let render = 0; render < 3; render += 1) expect(await budgets.take("203.0.113.7")).toBeUndefined();
    expect(await budgets.take("203.0.113.7")).toBe(10);
    expect(await budgets.take("198.51.100.1")).toBeUndefined();
  });

  it("tells whether an address has renders left without taking one", async () => {
    const budgets = createRenderBudgets({ renders: 2, perSeconds: 10 });
    expect(await budgets.check("203.0.113.7")).toBeUndefined();
    await budgets.take("203.0.113.7");
    expect(await budgets.check("203.0.113.7")).toBeUndefined();
    await budgets.take("203.0.113.7");
    expect(await budgets.check("203.0.113.7")).toBe(10);
  });
});

describe("a request's budget", () => {
  const budget = (rule: BudgetRule, budgets: ReturnType<typeof createRenderBudgets>, owner = false) =>
    requestBudget(
      async () => rule,
      budgets,
      "203.0.113.7",
      async () => owner,
    );

  it("takes a render before each one a rule charges, and spares the rest", async () => {
    const budgets = createRenderBudgets({ renders: 2, perSeconds: 10 });
    expect(await budget("none", budgets).before()).toBeUndefined();
    expect(await budget("every-render", budgets).before()).toBeUndefined();
    expect(await budget("every-render", budgets).before()).toBeUndefined();
    expect(await budget("every-render", budgets).before()).toBe(10);
    expect(await budget("none", budgets).before()).toBeUndefined();
  });

  it("charges a stored file's address only when it found nothing", async () => {
    const budgets = createRenderBudgets({ renders: 2, perSeconds: 10 });
    for (const status of [200, 200, 200, 404, 404]) {
      const file = budget("not-found", budgets);
      expect(await file.before()).toBeUndefined();
      await file.after(status);
    }
    expect(await budget("not-found", budgets).before()).toBe(10);
  });

  it("never refuses the signed-in owner", async () => {
    const budgets = createRenderBudgets({ renders: 1, perSeconds: 10 });
    await budget("every-render", budgets).before();
    expect(await budget("every-render", budgets, true).before()).toBeUndefined();
    expect(await budget("every-render", budgets, false).before()).toBe(10);
  });
});

describe("budgetRule", () => {
  const routes = sampleRouteTable();
  const LISTED = new Set(["/catalog/ai-fundamentals", "/catalog/ai-fundamentals/what-generative-ai-really-is"]);
  const draws = (url: string) => {
    const [path, query = ""] = url.split("?");
    const page = routes.resolve(path!);
    return budgetRule({ page, key: pageCacheKey(page, query) }, async (listed) => LISTED.has(listed));
  };

  it("spares pages that exist: fixed addresses and every page the sitemap lists", async () => {
    for (const url of [
      "/",
      "/catalog",
      "/rss.xml",
      "/catalog?utm_source=x",
      "/catalog/ai-fundamentals",
      "/CATALOG/ai-fundamentals/",
    ]) {
      expect(await draws(url), url).toBe("none");
    }
    expect(await draws("/catalog/ai-fundamentals/what-generative-ai-really-is")).toBe("none");
  });

  it("charges addresses without end: searches, filters, listing pages, made-up slugs and paths", async () => {
    for (const url of [
      "/catalog?search=x",
      "/catalog?tools=a&sort=title",
      "/categories/ai-knowledge?page=3",
      "/catalog/no-such-playbook",
      "/catalog/ai-fundamentals/no-such-part",
      "/no/such/page",
      "/catalog.data?_routes=x",
    ]) {
      expect(await draws(url), url).toBe("every-render");
    }
  });

  it("charges a page it cannot look up, rather than letting every address through", async () => {
    const page = routes.resolve("/catalog/ai-fundamentals");
    expect(await budgetRule({ page, key: page.path }, () => Promise.reject(new Error("down")))).toBe("every-render");
  });

  it("charges every form post, whatever its page", async () => {
    const page = routes.resolve("/catalog");
    expect(await budgetRule({ page, key: page.path }, async () => true, "POST")).toBe("every-render");
    expect(await budgetRule({ page, key: page.path }, async () => true, "HEAD")).toBe("none");
  });

  it("charges every render of the pages no cache keeps: a tool's, a private link's, the admin's", async () => {
    for (const url of [
      "/tools/sales-blocks",
      "/tools/results/AbC_123",
      "/resources/Token/prompts",
      "/admin/playbooks",
    ]) {
      expect(await draws(url), url).toBe("every-render");
    }
  });
});
