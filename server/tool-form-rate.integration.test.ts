import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { withTestDatabase } from "../tests/support/test-database";
import { limitToolForms, TOOL_FORM_LIMIT } from "./tool-form-rate";

const t = withTestDatabase();
let close: () => void = () => undefined;
afterEach(() => close());

/** The middleware in front of a handler that answers 204; visitors named by X-Forwarded-For. */
async function startSite(): Promise<string> {
  const app = express();
  app.set("trust proxy", "loopback");
  app.all("/{*path}", limitToolForms(t.db), (_req, res) => void res.status(204).end());
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const send = (origin: string, path: string, address: string, method = "POST") =>
  fetch(`${origin}${path}`, { method, headers: { "X-Forwarded-For": address } });

describe("tool form posts per address", () => {
  it("lets the limit's worth through in the window, then answers 429 with the wait", async () => {
    const origin = await startSite();
    for (let post = 0; post < TOOL_FORM_LIMIT.limit; post += 1) {
      const path = post % 2 ? "/tools/sprint-planner" : "/tools/industry-ai-translator.data";
      expect((await send(origin, path, "203.0.113.7")).status).toBe(204);
    }
    const refused = await send(origin, "/tools/workshop-landing-builder", "203.0.113.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect(await refused.text()).toBe("Too many forms sent from your connection. Please try again in 10 minutes.");

    expect((await send(origin, "/tools/sprint-planner", "198.51.100.1")).status).toBe(204);
    expect((await send(origin, "/tools/sprint-planner", "203.0.113.7", "GET")).status).toBe(204);
    expect((await send(origin, "/admin/playbooks", "203.0.113.7")).status).toBe(204);
  });

  it("counts the addresses of one IPv6 /64 as one visitor", async () => {
    const origin = await startSite();
    for (let post = 0; post < TOOL_FORM_LIMIT.limit; post += 1) {
      expect((await send(origin, "/tools/sprint-planner", `2001:db8:9:9::${(post + 1).toString(16)}`)).status).toBe(
        204,
      );
    }
    expect((await send(origin, "/tools/sprint-planner", "2001:db8:9:9:ffff::1")).status).toBe(429);
    expect((await send(origin, "/tools/sprint-planner", "2001:db8:9:a::1")).status).toBe(204);
  });
});
