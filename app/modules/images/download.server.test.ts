import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downloadImage } from "./download.server";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
let server: http.Server;
let origin = "";

beforeAll(async () => {
  server = http.createServer((request, response) => {
    switch (request.url) {
      case "/photo.png":
        return response.writeHead(200, { "Content-Type": "image/png" }).end(PNG);
      case "/moved":
        return response.writeHead(302, { Location: "/photo.png" }).end();
      case "/loop":
        return response.writeHead(302, { Location: "/loop" }).end();
      case "/page":
        return response.writeHead(200, { "Content-Type": "text/html" }).end("<h1>hi</h1>");
      case "/huge":
        response.writeHead(200, { "Content-Type": "image/jpeg" });
        return response.end(Buffer.alloc(2 * 1024 * 1024));
      case "/slow":
        return; // never answers
      default:
        return response.writeHead(404, "Not Found").end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const local = { timeoutMs: 2000, maxBytes: 1024 * 1024, allowPrivateAddresses: true };

describe("downloading remote images", () => {
  it("returns the body and content type, following redirects", async () => {
    await expect(downloadImage(`${origin}/moved`, local)).resolves.toEqual({ body: PNG, contentType: "image/png" });
  });

  it("reports the server's status text", async () => {
    await expect(downloadImage(`${origin}/missing.png`, local)).rejects.toThrow("Failed to download: Not Found");
  });

  it("refuses responses that are not images, too large, too slow or redirect forever", async () => {
    await expect(downloadImage(`${origin}/page`, local)).rejects.toThrow("not an image (text/html)");
    await expect(downloadImage(`${origin}/huge`, local)).rejects.toThrow("larger than 1 MB");
    await expect(downloadImage(`${origin}/slow`, { ...local, timeoutMs: 200 })).rejects.toThrow(
      "no answer within 0.2 s",
    );
    await expect(downloadImage(`${origin}/loop`, local)).rejects.toThrow("too many redirects");
  });

  it("refuses other schemes", async () => {
    await expect(downloadImage("file:///etc/passwd", local)).rejects.toThrow("only http and https");
    await expect(downloadImage("not a url", local)).rejects.toThrow("not a valid address");
  });

  it("never connects to this machine or a private network unless allowed", async () => {
    const strict = { ...local, allowPrivateAddresses: false };
    const port = (server.address() as AddressInfo).port;
    for (const url of [
      `${origin}/photo.png`,
      `http://localhost:${port}/photo.png`,
      `http://[::1]:${port}/photo.png`,
      `http://[::ffff:127.0.0.1]:${port}/photo.png`,
      "http://169.254.169.254/latest/meta-data/",
    ]) {
      await expect(downloadImage(url, strict), url).rejects.toThrow("the address is not a public one");
    }
  });
});
