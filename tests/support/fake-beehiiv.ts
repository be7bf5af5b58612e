import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface FakeReply {
  status: number;
  headers?: Record<string, string>;
}

export interface FakeBeehiiv {
  url: string;
  /** Every request received, in order. */
  requests: { publicationId: string; authorization: string | undefined; body: Record<string, unknown> }[];
  /** Accepted subscriptions per e-mail: exactly-once delivery means every value is 1. */
  accepted: Map<string, number>;
  /** E-mails asked about through GET …/subscriptions/by_email/{email}, in order. */
  lookups: string[];
  /** Subscribers added to an automation through POST …/automations/{id}/journeys, in order. */
  journeys: { automationId: string; email: string }[];
  /** From now on, GET …/publications/{id} answers 401 to any other bearer key (the settings page's test). */
  acceptOnlyKey(key: string): void;
  /** Replies used, one per request, before the default 201. */
  queueReplies(...replies: FakeReply[]): void;
  /** Extra delay per request, e.g. to widen race windows. */
  setLatency(ms: number): void;
  /** Refuses connections until comeBack(). */
  goDown(): Promise<void>;
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

/** A local stand-in for beehiiv's create-subscription endpoint, started by the tests on 127.0.0.1. */
export async function startFakeBeehiiv(): Promise<FakeBeehiiv> {
  const requests: FakeBeehiiv["requests"] = [];
  const accepted = new Map<string, number>();
  const lookups: string[] = [];
  const journeys: FakeBeehiiv["journeys"] = [];
  const replies: FakeReply[] = [];
  let latencyMs = 0;
  let onlyKey: string | undefined;
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const publication = /^\/v2\/publications\/([^/]+)$/.exec(req.url ?? "");
    if (req.method === "GET" && publication) {
      const known = onlyKey === undefined || req.headers.authorization === `Bearer ${onlyKey}`;
      res.writeHead(known ? 200 : 401, { "Content-Type": "application/json" });
      const id = decodeURIComponent(publication[1]!);
      res.end(
        JSON.stringify(known ? { data: { id, name: "Fake Weekly" } } : { errors: [{ message: "unauthorized" }] }),
      );
      return;
    }
    const lookup = /^\/v2\/publications\/[^/]+\/subscriptions\/by_email\/([^/]+)$/.exec(req.url ?? "");
    if (req.method === "GET" && lookup) {
      const email = decodeURIComponent(lookup[1]!);
      lookups.push(email);
      setTimeout(() => {
        const known = accepted.has(email);
        res.writeHead(known ? 200 : 404, { "Content-Type": "application/json" });
        res.end(JSON.stringify(known ? { data: { email, status: "active" } } : { errors: [{ message: "not found" }] }));
      }, latencyMs);
      return;
    }
    const journey = /^\/v2\/publications\/[^/]+\/automations\/([^/]+)\/journeys$/.exec(req.url ?? "");
    const match = /^\/v2\/publications\/([^/]+)\/subscriptions$/.exec(req.url ?? "");
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      setTimeout(() => {
        if (req.method === "POST" && journey) {
          const { email } = JSON.parse(raw || "{}") as { email?: string };
          journeys.push({ automationId: decodeURIComponent(journey[1]!), email: String(email) });
          res
            .writeHead(201, { "Content-Type": "application/json" })
            .end(JSON.stringify({ data: { status: "active" } }));
          return;
        }
        if (req.method !== "POST" || !match) {
          res.writeHead(404).end();
          return;
        }
        const body = JSON.parse(raw || "{}") as Record<string, unknown>;
        requests.push({ publicationId: decodeURIComponent(match[1]!), authorization: req.headers.authorization, body });
        const reply = replies.shift() ?? { status: 201 };
        if (reply.status >= 200 && reply.status < 300) {
          const email = String(body.email);
          accepted.set(email, (accepted.get(email) ?? 0) + 1);
        }
        res.writeHead(reply.status, { "Content-Type": "application/json", ...reply.headers });
        res.end(
          JSON.stringify(
            reply.status < 300
              ? { data: { id: `sub_${requests.length}`, email: body.email } }
              : { errors: [{ message: "fake failure" }] },
          ),
        );
      }, latencyMs);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    accepted,
    lookups,
    journeys,
    acceptOnlyKey: (key) => (onlyKey = key),
    queueReplies: (...more) => replies.push(...more),
    setLatency: (ms) => (latencyMs = ms),
    goDown: closeServer,
    comeBack: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    close: async () => {
      if (server.listening) await closeServer();
    },
  };
}
