import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { describe, expect, it } from "vitest";
import { RENDER_BUDGET } from "../../server/render-budget";
import { reportFigure, residentMegabytes, withAttackServer } from "./attack-server";

/**
 * `npm run test:attack`: 50 connections from one client ask for the catalog with a query string
 * never seen before, for 10 s. Parameters the page does not read must not make a new cache
 * entry (so such requests are cache hits), and the renders one address can force with
 * parameters the page does read are held to its budget (429 beyond it).
 */
const SECONDS = 10;
const server = withAttackServer();

interface BustingRun {
  renders: number;
  rendersPerSecond: number;
  refused: number;
  requests: number;
  memoryMb: number;
}

async function bust(randomQuery: () => string): Promise<BustingRun> {
  const { baseUrl, process } = server.current();
  let renders = 0;
  let refused = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: 50,
    duration: SECONDS,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({ ...request, path: `/catalog?${randomQuery()}` }),
        onResponse: (status, _body, _context, headers) => {
          // autocannon keeps the header names as the server wrote them.
          const cache = Object.entries(headers as Record<string, string>).find(
            ([name]) => name.toLowerCase() === "x-page-cache",
          )?.[1];
          if (status === 200 && cache !== "hit") renders += 1;
          if (status === 429) refused += 1;
        },
      },
    ],
  });
  return {
    renders,
    rendersPerSecond: Math.round(renders / SECONDS),
    refused,
    requests: result.requests.total,
    memoryMb: residentMegabytes(process.pid!),
  };
}

const describeRun = (run: BustingRun) =>
  `${run.rendersPerSecond} uncached renders/s, ${run.refused} of ${run.requests} requests refused (429), server memory ${run.memoryMb} MB after ${SECONDS} s`;

describe("cache busting with random query strings", () => {
  it("serves unknown parameters from the cache", async () => {
    const before = residentMegabytes(server.current().process.pid!);
    const run = await bust(() => `${randomBytes(4).toString("hex")}=${randomBytes(6).toString("hex")}`);
    reportFigure("cache busting, unknown parameters", `${describeRun(run)} (from ${before} MB)`);
    expect(run.rendersPerSecond).toBeLessThanOrEqual(1);
  });

  it("holds renders forced with parameters the page reads to the address's budget", async () => {
    const run = await bust(() => `search=${randomBytes(5).toString("hex")}`);
    reportFigure("cache busting, random searches", describeRun(run));
    // The budget is a fixed window: a run as long as one window touches at most two of them.
    const windows = Math.floor(SECONDS / RENDER_BUDGET.perSeconds) + 1;
    expect(run.renders).toBeLessThanOrEqual(RENDER_BUDGET.renders * windows);
  });
});
