import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchChromium } from "../support/browser";
import { withoutFileServer } from "../support/e2e-file-server";
import { e2eServerEnv } from "../support/e2e-server-env";
import { FAKE_S3_BUCKET, FAKE_S3_CREDENTIALS, startFakeS3, type FakeS3 } from "../support/fake-s3";
import { discardServer, startProductionServer, type RunningServer } from "../support/server-process";
import { temporaryFolder } from "../support/temporary-folder";

const PART_WITH_DIAGRAM = "/catalog/ai-fundamentals/tokens-context-and-why-your-chat-forgets";

// Its one server keeps media in the bucket.
withoutFileServer();
let store: FakeS3;
let server: RunningServer;
let dataDir: string;
let browser: Browser;

beforeAll(async () => {
  store = await startFakeS3();
  dataDir = temporaryFolder("playbooks-s3");
  server = await startProductionServer({ ...e2eServerEnv(), DATA_DIR: dataDir, STORAGE_URL: store.storageUrl() });
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  if (server) await discardServer(server.process);
  await store?.close();
});

describe("media in an S3-compatible bucket (STORAGE_URL)", () => {
  it("keeps the demo diagrams in the bucket and serves them to readers at /media/*", async () => {
    const diagramKeys = [...store.objects.keys()].filter((key) => key.startsWith("playbooks/ai-fundamentals/"));
    expect(diagramKeys.length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dataDir, "media"))).toBe(false);

    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    const media = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/media/"));
    await page.goto(PART_WITH_DIAGRAM);
    const response = await media;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    const diagram = page.getByRole("img", { name: /context window/ });
    const src = await diagram.getAttribute("src");
    expect(diagramKeys.map((key) => `/media/${key}`)).toContain(src);
    await expect.poll(() => diagram.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const key = src!.slice("/media/".length);
    expect(store.requests).toContainEqual({ method: "GET", path: `/${FAKE_S3_BUCKET}/${key}`, status: 200 });
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("answers 404 for an image the bucket lacks, and 500 without details when the bucket fails", async () => {
    const [key] = store.objects.keys();
    expect((await fetch(`${server.baseUrl}/media/playbooks/none/missing-0000.svg`)).status).toBe(404);

    store.failNext(500, "InternalError", 3);
    const failed = await fetch(`${server.baseUrl}/media/${key}`);
    const body = await failed.text();
    expect(failed.status).toBe(500);
    expect(body).not.toMatch(/StorageError|InternalError|\bat .+:\d+:\d+/);
    expect(body).not.toContain(FAKE_S3_CREDENTIALS.secretAccessKey);
    expect((await fetch(`${server.baseUrl}/media/${key}`)).status).toBe(200);
  });
});
