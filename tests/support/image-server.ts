import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";

/**
 * A local web server for "remote" images: each path serves a PNG of the given size, anything
 * else answers 404 Not Found. `withImageServer({ "/chart.png": [900, 450] })`, then `.url("/chart.png")`.
 */
export function withImageServer(images: Record<string, [width: number, height: number]>) {
  let server: http.Server | undefined;
  let origin = "";
  beforeAll(async () => {
    const bodies = new Map<string, Buffer>();
    for (const [pathname, [width, height]] of Object.entries(images)) {
      bodies.set(
        pathname,
        await sharp({ create: { width, height, channels: 3, background: "#0ea5e9" } })
          .png()
          .toBuffer(),
      );
    }
    server = http.createServer((request, response) => {
      const body = bodies.get(request.url ?? "");
      if (body) response.writeHead(200, { "Content-Type": "image/png" }).end(body);
      else response.writeHead(404, "Not Found").end();
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return {
    url(pathname: string): string {
      if (!origin) throw new Error("withImageServer: the server runs only inside tests");
      return `${origin}${pathname}`;
    },
  };
}
