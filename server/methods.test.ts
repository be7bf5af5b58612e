import { createServer, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withDevServerBuild } from "../tests/support/dev-server-build";
import { sendRaw } from "../tests/support/raw-http";
import { answerMethods, refuseTunnels } from "./methods";
import { resolveRequestPage } from "./request-page";

/** The site's real routes in front of a stand-in for React Router that says it was reached. */
const site = withDevServerBuild();
let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(answerMethods());
  app.all("/{*path}", (req, res) => void res.send(`reached ${req.method}`));
  server = createServer((req, res) => {
    resolveRequestPage(req, site.routes());
    app(req, res);
  });
  refuseTunnels(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const send = (method: string, path: string, body?: string) =>
  sendRaw(origin, {
    method,
    path,
    headers: body ? { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length) } : {},
    body: body ? Buffer.from(body) : undefined,
  });

describe("every method gets an answer", () => {
  it("refuses TRACE, with or without a body, with 405 and the address's methods", async () => {
    for (const body of [undefined, "email=a%40b.c"]) {
      const answer = await send("TRACE", "/api/subscribe", body);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
      expect(answer.body).toBe(
        "TRACE is not a method this address answers. Use GET to read it and POST to send its form.",
      );
    }
  });

  it("refuses PUT, DELETE, PATCH and WebDAV's methods on pages with the methods they take", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "PROPFIND"]) {
      const answer = await send(method, "/catalog", "x=1");
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe("GET, HEAD");
    }
    expect((await send("DELETE", "/no/such/page")).headers.allow).toBe("GET, HEAD");
  });

  it("refuses a post to a page without a form, and lets a form's post through", async () => {
    expect(await send("POST", "/catalog", "x=1")).toMatchObject({ status: 405, headers: { allow: "GET, HEAD" } });
    expect(await send("POST", "/tools/ai-business-quiz", "x=1")).toMatchObject({ status: 200, body: "reached POST" });
    expect(await send("POST", "/healthz", "x=1")).toMatchObject({ status: 405 });
  });

  it("routes a post to an index route as React Router does: to its action with ?index, else to its parent's", async () => {
    expect((await send("POST", "/admin/import?index", "x=1")).body).toBe("reached POST");
    expect(await send("POST", "/admin/import", "x=1")).toMatchObject({ status: 405, headers: { allow: "GET, HEAD" } });
  });

  it("answers OPTIONS with 204 and the methods, and GET and HEAD as before", async () => {
    expect(await send("OPTIONS", "/api/subscribe")).toMatchObject({
      status: 204,
      headers: { allow: "GET, HEAD, POST" },
    });
    expect(await send("GET", "/catalog")).toMatchObject({ status: 200, body: "reached GET" });
    expect((await send("HEAD", "/catalog")).status).toBe(200);
  });

  it("answers CONNECT, which asks for a tunnel, with 405 instead of dropping the connection", async () => {
    const { port } = new URL(origin);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), "127.0.0.1", () =>
        socket.write("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"),
      );
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\n/);
  });
});
