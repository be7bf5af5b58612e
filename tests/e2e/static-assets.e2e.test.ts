import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/browser";

interface AssetResponse {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, because fetch would decode the body and hide what was on the wire. */
function getAsset(path: string, acceptEncoding: string): Promise<AssetResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl()}${path}`, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** A script the page loads, by the start of its hashed file name. */
async function scriptPath(page: string, name: string): Promise<string> {
  const html = await (await fetch(`${baseUrl()}${page}`)).text();
  const path = html.match(new RegExp(`"(/assets/${name}-[\\w-]+\\.js)"`))?.[1];
  expect(path, `${page} names its ${name} script`).toBeDefined();
  return path!;
}

describe("static assets", () => {
  it("sends the build's precompressed copies, smaller than plain, decoding to the same bytes", async () => {
    // A tool hydrates: it loads React Router's entry.
    const path = await scriptPath("/tools/sales-blocks", "entry.client");
    const plain = await getAsset(path, "identity");
    const brotli = await getAsset(path, "gzip, deflate, br");
    const gzip = await getAsset(path, "gzip");

    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    // Precompressed at build time with brotli 11 and zopfli: well below a third of the plain size.
    expect(brotli.body.byteLength).toBeLessThan(plain.body.byteLength * 0.3);
    expect(gzip.body.byteLength).toBeLessThan(plain.body.byteLength * 0.32);
    for (const response of [plain, brotli, gzip]) {
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers["vary"]).toContain("Accept-Encoding");
      expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    }
  });

  it("sends the enhance module of pages without framework script precompressed and cached for a year", async () => {
    const path = await scriptPath("/", "enhance");
    const plain = await getAsset(path, "identity");
    const brotli = await getAsset(path, "br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers a missing asset with a short 404, not the site's page", async () => {
    const response = await fetch(`${baseUrl()}/assets/entry.client-missing.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("Not found");
  });
});
