import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface RoundRobinProxy {
  url: string;
  /** Requests passed to each backend, by its origin: proof that the traffic was spread. */
  served: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A small load balancer for tests: each request goes to the next backend in turn, with the
 * X-Forwarded-* headers a real one adds (the backends trust loopback proxies), and an
 * X-Upstream response header naming the backend that answered.
 */
export async function startRoundRobinProxy(backends: string[], port = 0): Promise<RoundRobinProxy> {
  const served = new Map(backends.map((backend) => [backend, 0]));
  const sockets = new Set<Socket>();
  let next = 0;

  const server = http.createServer((req, res) => {
    const backend = backends[next++ % backends.length]!;
    served.set(backend, served.get(backend)! + 1);
    const { hostname, port: backendPort } = new URL(backend);
    const client = req.socket.remoteAddress ?? "";
    const forwardedFor = req.headers["x-forwarded-for"] ? `${req.headers["x-forwarded-for"]}, ${client}` : client;
    const upstream = http.request(
      {
        hostname,
        port: backendPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": forwardedFor, "x-forwarded-proto": "http" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-upstream": backend });
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" });
      res.end("Bad gateway");
    });
    req.pipe(upstream);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
