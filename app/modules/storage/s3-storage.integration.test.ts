import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FAKE_S3_BUCKET, FAKE_S3_CREDENTIALS, startFakeS3, type FakeS3 } from "../../../tests/support/fake-s3";
import { S3Storage } from "./s3-storage.server";
import { parseStorageUrl } from "./storage-url.server";

let store: FakeS3;
beforeEach(async () => {
  store = await startFakeS3();
});
afterEach(() => store.close());

function storageFor(url: string): S3Storage {
  const parsed = parseStorageUrl(url);
  if (!parsed.ok) throw new Error(parsed.problem);
  return new S3Storage(parsed.location);
}

const KEY = "playbooks/ai-fundamentals/diagram-3f2a9c1b.svg";
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');

describe("S3-compatible media storage", () => {
  it("stores an object with its content type and reads it back", async () => {
    const storage = storageFor(store.storageUrl());
    await storage.put(KEY, SVG, "image/svg+xml");
    expect(store.objects.get(KEY)).toEqual({ body: SVG, contentType: "image/svg+xml" });

    expect(await storage.get(KEY)).toEqual({ body: SVG, contentType: "image/svg+xml" });
    expect(storage.publicPath(KEY)).toBe(`/media/${KEY}`);
  });

  it("stores under the prefix the URL names", async () => {
    const storage = storageFor(`${store.storageUrl()}/site-a/v1`);
    await storage.put("a.png", Buffer.from("png"), "image/png");
    expect([...store.objects.keys()]).toEqual(["site-a/v1/a.png"]);
    expect((await storage.get("a.png"))?.body.toString()).toBe("png");
  });

  it("answers undefined for a key the bucket does not hold", async () => {
    expect(await storageFor(store.storageUrl()).get("playbooks/x/missing.webp")).toBeUndefined();
  });

  it("refuses unsafe keys without asking the store", async () => {
    const storage = storageFor(store.storageUrl());
    await expect(storage.put("../escape.svg", SVG, "image/svg+xml")).rejects.toThrow("Unsafe storage key");
    expect(await storage.get("a/../../b")).toBeUndefined();
    expect(store.requests).toEqual([]);
  });

  it("reports a refused signature with the store's code and without the secret", async () => {
    const wrongKey = storageFor(store.storageUrl({ ...FAKE_S3_CREDENTIALS, accessKeyId: "SOMEONEELSE" }));
    const error = await wrongKey.put(KEY, SVG, "image/svg+xml").catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(`Media storage answered 403 InvalidAccessKeyId to PUT ${KEY}`);

    const wrongSecret = storageFor(store.storageUrl({ ...FAKE_S3_CREDENTIALS, secretAccessKey: "not-the-secret" }));
    await expect(wrongSecret.get(KEY)).rejects.toThrow(
      `Media storage answered 403 SignatureDoesNotMatch to GET ${KEY}`,
    );
    expect(store.objects.size).toBe(0);
  });

  it("retries a failing store, then reports the failure without the secret", async () => {
    const storage = storageFor(store.storageUrl());
    store.failNext(503, "SlowDown");
    await storage.put(KEY, SVG, "image/svg+xml");
    expect(store.requests.map((request) => request.status)).toEqual([503, 200]);

    store.failNext(500, "InternalError", 3);
    const error = (await storage.get(KEY).catch((caught: Error) => caught)) as Error;
    expect(error.message).toBe(`Media storage answered 500 InternalError to GET ${KEY}`);
    expect(error.message).not.toContain(FAKE_S3_CREDENTIALS.secretAccessKey);
  });

  it("treats a missing bucket as a failure, not as a missing image", async () => {
    const storage = storageFor(store.storageUrl().replace(FAKE_S3_BUCKET, "other-bucket"));
    await expect(storage.get(KEY)).rejects.toThrow(`Media storage answered 404 NoSuchBucket to GET ${KEY}`);
  });

  it("names the store it cannot reach", async () => {
    const url = store.storageUrl();
    await store.close();
    const host = new URL(url.replace("s3+http", "http")).host;
    await expect(storageFor(url).get(KEY)).rejects.toThrow(
      `Media storage at ${host} could not be reached: ECONNREFUSED (GET ${KEY})`,
    );
  });
});
