import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "./error-handler";
import { ADMIN_FORM_MAX_BYTES, PUBLIC_FORM_MAX_BYTES } from "./body-limits";
import { checkedRequestBodies } from "./request-body";
import { refuseCrossOriginWrites } from "./same-origin";

let origin = "";
let close: () => void = () => undefined;

beforeAll(async () => {
  const app = express();
  app.all("/{*path}", refuseCrossOriginWrites("https://playbooks.test"), ...checkedRequestBodies(), (req, res) => {
    res.json({ bytes: Buffer.isBuffer(req.body) ? req.body.length : "streamed" });
  });
  app.use(errorHandler());
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

function post(path: string, body: BodyInit, type?: string, headers: Record<string, string> = {}) {
  return fetch(`${origin}${path}`, {
    method: "POST",
    headers: { ...(type ? { "Content-Type": type } : {}), ...headers },
    body,
  });
}

async function expectRefused(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(await response.text()).toBe(message);
}

describe("request bodies", () => {
  it("passes forms and, on the subscribe endpoint, JSON", async () => {
    const form = await post("/admin/playbooks", "intent=save&title=Caf%C3%A9", "application/x-www-form-urlencoded");
    expect(await form.json()).toEqual({ bytes: 27 });
    const multipart = new FormData();
    multipart.set("intent", "delete");
    expect((await post("/admin/playbooks", multipart)).status).toBe(200);
    expect((await post("/api/subscribe", '{"email":"a@b.co"}', "application/json")).status).toBe(200);
  });

  it("refuses content types the endpoint cannot read with 415", async () => {
    await expectRefused(
      await post("/admin/playbooks", "<xml/>", "application/xml"),
      415,
      "Send a form; this request's Content-Type cannot be read.",
    );
    await expectRefused(
      await post("/admin/playbooks", "{}", "application/json"),
      415,
      "Send a form; this request's Content-Type cannot be read.",
    );
    await expectRefused(
      await post("/api/subscribe", "email", "text/plain"),
      415,
      "Send a form or JSON (application/json); this request's Content-Type cannot be read.",
    );
  });

  it("refuses malformed JSON, multipart and text that is not UTF-8 with 400", async () => {
    await expectRefused(
      await post("/api/subscribe", '{"email":', "application/json"),
      400,
      "The request body is not valid JSON.",
    );
    await expectRefused(
      await post("/api/subscribe", new Uint8Array([0x7b, 0xff, 0x7d]), "application/json"),
      400,
      "The request body is not valid UTF-8.",
    );
    await expectRefused(
      await post("/admin/trash", "--x\r\nbroken", "multipart/form-data; boundary=x"),
      400,
      "The form data is malformed and could not be read.",
    );
    await expectRefused(
      await post("/admin/trash", "id=%FF", "application/x-www-form-urlencoded"),
      400,
      "The form data is not valid UTF-8.",
    );
  });

  it("refuses bodies over the limit with 413, and undecodable ones with 400", async () => {
    const huge = `title=${"x".repeat(ADMIN_FORM_MAX_BYTES)}`;
    await expectRefused(
      await post("/admin/playbooks", huge, "application/x-www-form-urlencoded"),
      413,
      "The request body is over the 2 MB limit.",
    );
    await expectRefused(
      await post("/admin/trash", "id=1", "application/x-www-form-urlencoded", { "Content-Encoding": "gzip" }),
      400,
      "The request body could not be decoded.",
    );
  });

  it("fits each public form's limit to it: 32 KB for the tools, 16 KB to subscribe, 8 KB to sign in", async () => {
    const form = (bytes: number) => `context=${"x".repeat(bytes - "context=".length)}`;
    const type = "application/x-www-form-urlencoded";
    expect((await post("/tools/industry-ai-translator", form(PUBLIC_FORM_MAX_BYTES), type)).status).toBe(200);
    for (const path of ["/tools/industry-ai-translator", "/tools/sprint-planner.data", "/catalog"]) {
      await expectRefused(
        await post(path, form(PUBLIC_FORM_MAX_BYTES + 1), type),
        413,
        "The request body is over the 32 KB limit.",
      );
    }
    await expectRefused(
      await post("/api/subscribe", form(17 * 1024), type),
      413,
      "The request body is over the 16 KB limit.",
    );
    for (const path of ["/admin?index", "/admin.data", "/admin/logout"]) {
      await expectRefused(await post(path, form(9 * 1024), type), 413, "The request body is over the 8 KB limit.");
    }
    expect((await post("/admin/playbooks", form(PUBLIC_FORM_MAX_BYTES * 4), type)).status).toBe(200);
  });

  it("leaves the importer's upload to stream to its own parser", async () => {
    expect(await (await post("/admin/import?index", new FormData())).json()).toEqual({ bytes: "streamed" });
  });

  it("refuses writes another site's page sent, before reading them", async () => {
    const foreign = await post("/admin/trash", "id=1", "application/x-www-form-urlencoded", {
      Origin: "https://evil.example",
    });
    await expectRefused(foreign, 403, "Cross-origin requests are refused.");
    const ours = { Origin: "https://playbooks.test" };
    expect((await post("/admin/trash", "id=1", "application/x-www-form-urlencoded", ours)).status).toBe(200);
    expect((await post("/admin/trash", "id=1", "application/x-www-form-urlencoded", { Origin: origin })).status).toBe(
      200,
    );
  });
});
