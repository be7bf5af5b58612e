import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { refuseForeignHost, siteHostNames } from "./site-hosts";

/** A request as node:http hands it over, from `peer`, and a response that records its answer. */
function exchange(method: string, url: string, headers: Record<string, string>, peer = "203.0.113.7") {
  const req = { method, url, headers, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
  const answer: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(answer, { status, headers });
      return { end: (body?: string) => void (answer.body = body) };
    },
  } as unknown as ServerResponse;
  return { req, res, answer };
}

const config = loadConfig({
  SITE_URL: "https://playbooks.example",
  ALLOWED_HOSTS: "origin.playbooks.example, www.playbooks.example",
});
const front = {
  hostNames: siteHostNames(config),
  siteUrl: config.SITE_URL,
  trustProxy: (address: string) => address === "10.0.0.2",
};
const refused = (method: string, url: string, headers: Record<string, string>, peer?: string) => {
  const { req, res, answer } = exchange(method, url, headers, peer);
  return { refused: refuseForeignHost(req, res, front), answer };
};

describe("one host", () => {
  it("serves SITE_URL's host name and the allowed ones, whatever their case, port or final dot", () => {
    for (const host of [
      "playbooks.example",
      "PlayBooks.Example:8443",
      "playbooks.example.",
      "origin.playbooks.example",
      "www.playbooks.example:443",
    ]) {
      expect(refused("GET", "/catalog", { host }).refused, host).toBe(false);
    }
  });

  it("sends a page asked for under another name to the same path on SITE_URL, and refuses anything else with 421", () => {
    const page = refused("GET", "/catalog?search=ai", { host: "evil.example" });
    expect(page).toMatchObject({ refused: true, answer: { status: 301 } });
    expect(page.answer.headers).toMatchObject({
      Location: "https://playbooks.example/catalog?search=ai",
      "Cache-Control": "no-store",
    });
    expect(refused("POST", "/api/subscribe", { host: "evil.example" }).answer.status).toBe(421);
    for (const host of ["", "playbooks.example@evil.example", "evil.example#playbooks.example", "a b"]) {
      expect(refused("GET", "/", host ? { host } : {}).refused, host).toBe(true);
    }
  });

  it("reads X-Forwarded-Host only from a trusted proxy, and answers health checks under any name", () => {
    const forwarded = { host: "app:3000", "x-forwarded-host": "playbooks.example" };
    expect(refused("GET", "/", forwarded, "10.0.0.2").refused).toBe(false);
    expect(refused("GET", "/", forwarded, "203.0.113.7").refused).toBe(true);
    expect(
      refused("GET", "/", { host: "playbooks.example", "x-forwarded-host": "evil.example" }, "10.0.0.2").refused,
    ).toBe(true);
    expect(refused("GET", "/healthz", { host: "10.0.0.5:3000" }).refused).toBe(false);
  });

  it("takes every loopback name as one when SITE_URL is on this machine", () => {
    const local = siteHostNames(loadConfig({ PORT: "3000" }));
    expect([...local].sort()).toEqual(["127.0.0.1", "[::1]", "localhost"]);
    expect(siteHostNames(config).has("localhost")).toBe(false);
  });
});
