import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createHttpServer } from "./http-server";

const server = createHttpServer((_req, res) => res.end("ok"));
let origin: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("keeps an idle connection open longer than the balancers and clients in front of it", async () => {
  const response = await fetch(`${origin}/`);
  expect(await response.text()).toBe("ok");
  // Clients read this hint: Node's 5 s default had them reuse connections the server had closed.
  expect(response.headers.get("keep-alive")).toBe("timeout=65");
});
