import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import {
  ACTION_FAILURE,
  failingBuild,
  FILE_FAILURE,
  LOADER_FAILURE,
  RENDER_FAILURE,
  serveBuild,
} from "../tests/support/failing-build";
import { sendRaw } from "../tests/support/raw-http";
import { withTestDatabase } from "../tests/support/test-database";
import { createViewIds } from "~/modules/analytics/view-ids.server";
import { createRequestListener } from "./app";
import { errorHandler } from "./error-handler";
import { requestId } from "./request-id";

interface LogLine {
  level: number;
  msg: string;
  req?: { id: string };
  err?: { message: string; stack: string };
}

const t = withTestDatabase();
let logLines: LogLine[] = [];
let server: http.Server | undefined;

afterEach(async () => {
  logLines = [];
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A pino logger whose lines land in `logLines`, as JSON objects. */
function capturingLogger() {
  return pino({ level: "info" }, { write: (line: string) => void logLines.push(JSON.parse(line) as LogLine) });
}

async function listen(listener: http.RequestListener): Promise<string> {
  server = http.createServer(listener).listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** The production server's listener, React Router's build coming from `load`. */
function startSite(load: () => Promise<ServerBuild>): Promise<string> {
  const config = loadConfig({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1", PAGE_CACHE_MAX_MB: "0" });
  const contentVersion = { current: () => undefined, close: async () => undefined };
  const { db, storage, analytics } = t.context;
  const logger = capturingLogger();
  const vite = serveBuild(load);
  return listen(
    createRequestListener({
      db,
      config,
      storage,
      logger,
      analytics,
      views: createViewIds("request-logging test secret, long enough"),
      vite,
      shutdown: { draining: false },
      contentVersion,
    }),
  );
}

/** Sends a request with its own id, then waits for the access line that ends its log. */
async function send(url: string, id: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, headers: { ...init.headers, "X-Request-Id": id } });
  const body = await response.text();
  await expect.poll(() => logLines.some((line) => line.req?.id === id && line.msg.startsWith("request "))).toBe(true);
  return { status: response.status, body };
}

function expectLoggedOnce(id: string, message: string) {
  // Every line written while answering carries the request's id.
  expect(logLines.filter((line) => line.req?.id !== id)).toEqual([]);
  const withError = logLines.filter((line) => line.err);
  expect(withError).toHaveLength(1);
  expect(withError[0]!.level).toBe(50);
  expect(withError[0]!.err!.message).toBe(message);
  expect(withError[0]!.err!.stack).toMatch(new RegExp(`^Error: ${message}\\n\\s+at `));
}

const leaksDetails = (body: string) =>
  [LOADER_FAILURE, ACTION_FAILURE, FILE_FAILURE, RENDER_FAILURE].some((text) => body.includes(text)) ||
  /\bat .+:\d+:\d+/.test(body);

describe("request logging and errors in production", () => {
  it("logs a page loader's error once with its stack and the request id; the visitor sees no details", async () => {
    const site = await startSite(async () => failingBuild);
    const page = await send(`${site}/part`, "loader-1");
    expect(page.status).toBe(500);
    expect(page.body).toContain("Unexpected Server Error");
    expect(leaksDetails(page.body)).toBe(false);
    expectLoggedOnce("loader-1", LOADER_FAILURE);
    expect(logLines.map((line) => line.msg)).toContain("part loader started");
    expect(logLines.find((line) => line.msg.startsWith("request "))?.level).toBe(50);
  });

  it("does the same for client-side navigation data, actions and resource routes", async () => {
    const site = await startSite(async () => failingBuild);
    const requests = [
      { path: "/part.data", id: "data-1", failure: LOADER_FAILURE },
      {
        path: "/part",
        id: "action-1",
        failure: ACTION_FAILURE,
        init: { method: "POST", body: new URLSearchParams({ a: "1" }) },
      },
      { path: "/file", id: "file-1", failure: FILE_FAILURE },
    ];
    for (const { path, id, failure, init } of requests) {
      logLines = [];
      const answer = await send(`${site}${path}`, id, init);
      expect(answer.status, path).toBe(500);
      expect(leaksDetails(answer.body), path).toBe(false);
      expectLoggedOnce(id, failure);
    }
  });

  it("logs a component's error once, whether it fails the page or only a part of it", async () => {
    const site = await startSite(async () => failingBuild);
    // A crawler's page is rendered whole before it is sent (onAllReady rather than onShellReady).
    const failed = await send(`${site}/broken`, "render-1", { headers: { "User-Agent": "Googlebot/2.1" } });
    expect(failed.status).toBe(500);
    expect(failed.body).toContain("Unexpected Server Error");
    expect(leaksDetails(failed.body)).toBe(false);
    expectLoggedOnce("render-1", RENDER_FAILURE);

    // The part is rendered in the browser instead. (Tests run React's development build, which
    // also puts the message in the page; the production build sends none.)
    logLines = [];
    const recovered = await send(`${site}/recovered`, "render-2");
    expect(recovered.status).toBe(500);
    expect(recovered.body).toContain("Loading");
    expectLoggedOnce("render-2", RENDER_FAILURE);
  });

  it("reads a target that starts with // as a path of this site, not as another host", async () => {
    const site = await startSite(async () => failingBuild);
    for (const method of ["GET", "POST"]) {
      const answer = await sendRaw(site, {
        method,
        path: "//evil.example/part",
        headers: { "X-Request-Id": `slashes-${method}`, Origin: site, "Content-Type": "text/plain" },
        body: method === "POST" ? Buffer.from("a=1") : undefined,
      });
      expect(answer.status, method).toBeGreaterThanOrEqual(400);
      expect(answer.status, method).toBeLessThan(500);
    }
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("answers TRACE with a body, and every method a route does not take, 405 with Allow, logging no error", async () => {
    const site = await startSite(async () => failingBuild);
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH"]) {
      const answer = await sendRaw(site, {
        method,
        path: "/part",
        headers: { Origin: site, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "3" },
        body: Buffer.from("a=1"),
      });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe("GET, HEAD, POST");
    }
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("logs an error outside React Router once, through the last Express handler", async () => {
    const site = await startSite(() => Promise.reject(new Error("the build failed to load")));
    const answer = await send(`${site}/part`, "express-1");
    expect(answer).toEqual({ status: 500, body: "Something went wrong on our side. Please try again in a moment." });
    expectLoggedOnce("express-1", "the build failed to load");
  });

  it("logs an error after the response started with the request id and cuts the response short", async () => {
    const app = express();
    app.use(pinoHttp({ logger: capturingLogger(), genReqId: requestId }));
    app.get("/", (_req, res, next) => {
      res.write("half a page");
      next(new Error("the stream broke"));
    });
    app.use(errorHandler());
    const site = await listen(app);
    const answer = fetch(site, { headers: { "X-Request-Id": "stream-1" } }).then((response) => response.text());
    await expect(answer).rejects.toThrow("fetch failed");
    expectLoggedOnce("stream-1", "the stream broke");
  });
});
