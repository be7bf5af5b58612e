import fc from "fast-check";
import pLimit from "p-limit";
import { describe, expect, it } from "vitest";
import { signInCookie } from "../support/admin-cookie";
import { type RawRequest, sendRaw } from "../support/raw-http";
import { actionRequest, hostilePathRequest } from "../fuzz/arbitraries";
import { ACTION_ENDPOINTS, READ_PATHS } from "../fuzz/endpoints";
import { reportFigure, withAttackServer } from "./attack-server";

/**
 * `npm run test:attack`, issue 28 row 4: 2,000 generated requests (the fuzz suite's actions and
 * hostile paths, every fifth one a TRACE with a form body) against a production server.
 */
const server = withAttackServer();
const REQUESTS = 2_000;

/** A TRACE carrying a form, as the probe that found the 500 sent it. */
function traceWithBody(path: string, origin: string): RawRequest {
  const body = Buffer.from("email=probe%40example.com&intent=save");
  return {
    method: "TRACE",
    path,
    headers: {
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(body.length),
    },
    body,
  };
}

describe("row 4: every method and body gets a clear answer", () => {
  it("answers 2,000 generated requests, TRACE with a body among them, without a 5xx", async () => {
    const { baseUrl } = server.current();
    const cookie = await signInCookie(baseUrl);
    const paths = [...READ_PATHS, ...ACTION_ENDPOINTS.map((endpoint) => endpoint.path)];
    const generated = fc.sample(
      fc.oneof(
        fc.constantFrom(...ACTION_ENDPOINTS).chain((endpoint) => actionRequest(endpoint, baseUrl, cookie)),
        hostilePathRequest(paths, baseUrl),
      ),
      { numRuns: REQUESTS, seed: 28 },
    );
    const requests = generated.map((request, index) =>
      index % 5 === 0 ? traceWithBody(paths[index % paths.length]!, baseUrl) : request,
    );
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let cutShort = 0;
    const limit = pLimit(8);
    await Promise.all(
      requests.map((request) =>
        limit(async () => {
          const answer = await sendRaw(baseUrl, request).catch((error: NodeJS.ErrnoException) => {
            // A large body the server refused before reading it all: the client sees a broken pipe.
            if (["EPIPE", "ECONNRESET"].includes(error.code ?? "") && (request.body?.length ?? 0) > 1024 * 1024) {
              cutShort += 1;
              return undefined;
            }
            throw error;
          });
          if (!answer) return;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500) failures.push(`${request.method} ${request.path} → ${answer.status}`);
          if (answer.status === 405 && !answer.headers.allow)
            failures.push(`${request.method} ${request.path}: 405 without Allow`);
        }),
      ),
    );
    const traces = requests.filter((request) => request.method === "TRACE").length;
    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    const mix = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count}×${status}`);
    reportFigure(
      "row 4, generated requests",
      `${requests.length} requests (${traces} TRACE with a form body): ${serverErrors} × 5xx; ${mix.join(", ")}${cutShort ? `, ${cutShort} large bodies cut short` : ""} (before: 13 × 500 of 1,842, every one a TRACE with a body; target 0)`,
    );
    expect(failures).toEqual([]);
    expect(
      server
        .current()
        .stderr()
        .match(/"level":50.*/g) ?? [],
    ).toEqual([]);
  }, 900_000);
});
