import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { healthCheck } from "./healthz";

let database: TestDatabase | undefined;
const shutdown = { draining: false };
let close: (() => void) | undefined;

afterEach(async () => {
  close?.();
  await database?.destroy().catch(() => undefined);
});

async function serveHealthCheck(testDatabase: TestDatabase): Promise<string> {
  const app = express();
  app.get("/healthz", healthCheck(testDatabase.db, testDatabase.context.logger, shutdown));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
}

describe("/healthz", () => {
  it("answers 200 when the database answers", async () => {
    database = await createTestDatabase();
    const response = await fetch(await serveHealthCheck(database));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 while the server drains for shutdown", async () => {
    database = await createTestDatabase();
    const url = await serveHealthCheck(database);
    shutdown.draining = true;
    const response = await fetch(url);
    shutdown.draining = false;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", reason: "shutting down" });
  });

  it("answers 503 when the database is unreachable", async () => {
    database = await createTestDatabase();
    const url = await serveHealthCheck(database);
    expect((await fetch(url)).status).toBe(200);
    await database.db.destroy();
    const response = await fetch(url);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "unavailable" });
  });
});
