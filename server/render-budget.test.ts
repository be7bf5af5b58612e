import { describe, expect, it } from "vitest";
import { sampleRouteTable } from "../tests/support/route-manifest";
import { pageCacheKey } from "./cache-policy";
import { createRenderBudgets, drawsOnRenderBudget } from "./render-budget";

describe("render budgets", () => {
  it("gives each address its renders for the period, then the wait until the next period", async () => {
    const budgets = createRenderBudgets({ renders: 3, perSeconds: 10 });
    for (let render = 0; render < 3; render += 1) expect(await budgets.take("203.0.113.7")).toBeUndefined();
    expect(await budgets.take("203.0.113.7")).toBe(10);
    expect(await budgets.take("198.51.100.1")).toBeUndefined();
  });
});

describe("drawsOnRenderBudget", () => {
  const routes = sampleRouteTable();
  const LISTED = new Set(["/catalog/ai-fundamentals", "/catalog/ai-fundamentals/what-generative-ai-really-is"]);
  const draws = (url: string) => {
    const [path, query = ""] = url.split("?");
    const page = routes.resolve(path!);
    return drawsOnRenderBudget({ page, key: pageCacheKey(page, query) }, async (listed) => LISTED.has(listed));
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
      expect(await draws(url), url).toBe(false);
    }
    expect(await draws("/catalog/ai-fundamentals/what-generative-ai-really-is")).toBe(false);
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
      expect(await draws(url), url).toBe(true);
    }
  });

  it("charges a page it cannot look up, rather than letting every address through", async () => {
    const page = routes.resolve("/catalog/ai-fundamentals");
    expect(await drawsOnRenderBudget({ page, key: page.path }, () => Promise.reject(new Error("down")))).toBe(true);
  });
});
