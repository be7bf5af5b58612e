import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { parseStorageUrl } from "./storage-url.server";

describe("STORAGE_URL", () => {
  it("reads endpoint, bucket, prefix, region, style and percent-encoded keys", () => {
    expect(parseStorageUrl("s3://AKID:se%2Fcr%40et+x@acc.r2.cloudflarestorage.com/media/site-a?region=auto")).toEqual({
      ok: true,
      location: {
        endpoint: "https://acc.r2.cloudflarestorage.com",
        bucket: "media",
        prefix: "site-a/",
        region: "auto",
        style: "path",
        accessKeyId: "AKID",
        secretAccessKey: "se/cr@et+x",
      },
    });
    expect(parseStorageUrl("s3+http://minio:minio123@127.0.0.1:9000/images?style=virtual")).toMatchObject({
      ok: true,
      location: {
        endpoint: "http://127.0.0.1:9000",
        bucket: "images",
        prefix: "",
        region: "us-east-1",
        style: "virtual",
      },
    });
  });

  it.each([
    ["https://k:s@host/bucket", "must start with s3://"],
    ["s3://host/bucket", "needs the access key id and secret"],
    ["s3://k:%ZZ@host/bucket", "needs the access key id and secret"],
    ["s3://k:s@host", "needs a bucket name"],
    ["s3://k:s@host/Bad_Bucket", "needs a bucket name"],
    ["s3://k:s@host/bucket/a%5Cb", "has a prefix that is not a plain folder path"],
    ["s3://k:s@host/bucket?regoin=eu-west-1", "has unknown options (regoin)"],
    ["s3://k:s@host/bucket?style=dns", "has style other than path or virtual"],
    ["not a url", "is not a URL"],
  ])("refuses %s", (value, problem) => {
    const result = parseStorageUrl(value);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toContain(problem);
  });

  it("stops the server with a message that names the problem but not the secret", () => {
    expect(() => loadConfig({ STORAGE_URL: "s3://KEY:TOPSECRET@host" })).toThrow(
      /STORAGE_URL needs a bucket name .*, as in s3:\/\/ACCESS_KEY_ID:SECRET_ACCESS_KEY@host/,
    );
    expect(() => loadConfig({ STORAGE_URL: "s3://KEY:TOPSECRET@host" })).not.toThrow(/TOPSECRET/);
    expect(loadConfig({ STORAGE_URL: "" }).STORAGE_URL).toBeUndefined();
  });
});
