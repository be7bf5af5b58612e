import http from "node:http";

export interface RawRequest {
  method: string;
  /** Sent as is: percent-escapes, traversal and all. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request through node:http, without fetch's normalising (it would resolve "/../" and
 * refuse some methods), so tests can send what a hostile client sends.
 */
export function sendRaw(origin: string, request: RawRequest, timeoutMs = 30_000): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      // A connection per request: a hostile request must not be able to spoil the next one's socket.
      {
        hostname,
        port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        timeout: timeoutMs,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}
