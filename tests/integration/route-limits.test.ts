import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { ASK_STREAM_TYPE } from "~/modules/ask/answer-stream";
import { createViewIds } from "~/modules/analytics/view-ids.server";
import { createRequestListener } from "../../server/app";
import { adminSessionCookie } from "../support/admin-requests";
import { withDevServerBuild } from "../support/dev-server-build";
import { serveBuild } from "../support/failing-build";
import { leafRoutes } from "../support/leaf-routes";
import { withTestDatabase } from "../support/test-database";

/**
 * Every route of the site that does work per request, asked for by one address over and over,
 * through the real server: each must answer from the page cache or be refused once the
 * address's render budget is spent (issue 28: /api/search was neither, so any client could
 * search without limit beside the budget that guards /catalog?search=). A new route passes only
 * if the server holds it too. The budget is lowered to one render, so three requests show it: the
 * first is rendered, and the next two are cache hits, refusals, or (the failure) renders again.
 * Each request past the first renders a page only for a route that is not held, so a higher
 * budget would only add renders (about two thirds of this file's time) without telling more.
 */
const t = withTestDatabase({ seeded: true });
const site = withDevServerBuild();
const BUDGET = { renders: 1, perSeconds: 600 };
const TRIES = BUDGET.renders + 2;
let server: http.Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function startSite(): Promise<string> {
  server = http.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadConfig({ NODE_ENV: "production", SITE_URL: origin, TRUST_PROXY: "loopback" });
  const listener = createRequestListener({
    ...t.context,
    config,
    views: createViewIds("route limits test secret, long enough"),
    logger: pino({ level: "silent" }),
    vite: serveBuild(async () => site.build()),
    shutdown: { draining: false },
    contentVersion: { current: () => 1, close: async () => undefined },
    renderBudget: BUDGET,
  });
  server.on("request", listener);
  return origin;
}

/** The pattern with every parameter filled by a value no page has, `{n}` standing for the try. */
function madeUpPath(pattern: string): string {
  const segments = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment === "*") return "made/up-{n}.png";
      if (segment.startsWith(":")) return "made-up-{n}";
      return segment;
    });
  return `/${segments.join("/")}`;
}

interface Outcome {
  statuses: number[];
  hits: number;
}

interface Asked {
  method: "GET" | "POST";
  /** Asked as a stream (the Ask answer's lines), instead of a page or JSON. */
  streamed?: boolean;
}

async function ask(origin: string, path: string, client: string, { method, streamed }: Asked): Promise<Outcome> {
  const outcome: Outcome = { statuses: [], hits: 0 };
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    const response = await fetch(`${origin}${path.replaceAll("{n}", String(attempt))}`, {
      method,
      redirect: "manual",
      headers: {
        "X-Forwarded-For": client,
        Origin: origin,
        ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
        ...(streamed ? { Accept: ASK_STREAM_TYPE } : {}),
      },
      body: method === "POST" ? "field=value" : undefined,
    });
    await response.arrayBuffer();
    outcome.statuses.push(response.status);
    if (response.headers.get("x-page-cache") === "hit") outcome.hits += 1;
  }
  return outcome;
}

type Held = "cached" | "budgeted" | "refused" | "unlimited";

/**
 * What held the route: the page cache (every try after the first a hit), the budget (a 429),
 * or the server's front, which answers a method the route does not take with 405 before any
 * work (server/methods.ts; the route table must agree that the route does not take it).
 */
function heldBy({ statuses, hits }: Outcome, takesMethod: boolean): Held {
  if (statuses.includes(429)) return "budgeted";
  if (hits >= TRIES - 1) return "cached";
  if (!takesMethod && statuses.every((status) => status === 405)) return "refused";
  return "unlimited";
}

describe("every route that does work per request", () => {
  it("is answered from the page cache or held to the address's render budget", { timeout: 180_000 }, async () => {
    const origin = await startSite();
    const routes = leafRoutes(site.build());
    expect(routes.length).toBeGreaterThan(50);
    const table: string[] = [];
    const unlimited: string[] = [];
    for (const [index, route] of routes.entries()) {
      // A fixed address asked again; one with parameters asked with a new made-up value each time.
      const path = madeUpPath(route.pattern);
      const client = (network: number) => `10.${network}.${Math.floor(index / 200)}.${(index % 200) + 1}`;
      const { methods, policy } = site.routes().resolve(path.replaceAll("{n}", "1"));
      const held: [string, Held][] = [];
      const check = async (what: string, asked: string, network: number, how: Asked) =>
        held.push([what, heldBy(await ask(origin, asked, client(network), how), methods.includes(how.method))]);
      await check("GET", path, 28, { method: "GET" });
      // The first parameter the page reads from the query, new each time: a search, a filter, a page.
      const [parameter] = policy.query;
      if (parameter) await check(`GET ?${parameter}=`, `${path}?${parameter}=made-up-{n}`, 29, { method: "GET" });
      // A made-up question each time, as the Ask page's script asks for its streamed answer.
      await check("GET streamed", `${path}?q=made-up-{n}`, 31, { method: "GET", streamed: true });
      await check("POST", path, 30, { method: "POST" });
      table.push(`${route.id}: ${held.map(([what, by]) => `${what} ${by}`).join(", ")}`);
      for (const [what, by] of held) if (by === "unlimited") unlimited.push(`${what} /${route.pattern} (${route.id})`);
    }
    console.log(`How each route is held:\n${table.join("\n")}`);
    expect(unlimited).toEqual([]);
  });

  it("never refuses the signed-in owner their own screens", async () => {
    const origin = await startSite();
    const cookie = await adminSessionCookie(t.context);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < TRIES * 2; attempt += 1) {
      const response = await fetch(`${origin}/admin/jobs`, {
        headers: { Cookie: cookie, "X-Forwarded-For": "10.31.0.1" },
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
    // Anyone else from the same address is held to it.
    const stranger = await fetch(`${origin}/admin/jobs`, {
      redirect: "manual",
      headers: { "X-Forwarded-For": "10.31.0.1" },
    });
    expect(stranger.status).toBe(429);
  });
});
