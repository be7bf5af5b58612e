import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** How the fake answers one request. */
export type FakeCompletion =
  | { kind: "content"; content: string }
  | { kind: "status"; status: number }
  /** Never answers (until the server closes), to trip the client's timeout. */
  | { kind: "hang" };

export interface FakeOpenAi {
  /** Base URL as AI_BASE_URL takes it (…/v1). */
  url: string;
  requests: { authorization: string | undefined; body: Record<string, unknown> }[];
  /** Answers used in order, one per request; afterwards the default answer. */
  queue(...answers: FakeCompletion[]): void;
  setDefault(answer: FakeCompletion): void;
  close(): Promise<void>;
}

/** A local OpenAI-compatible chat-completions endpoint for tests, on 127.0.0.1. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAi["requests"] = [];
  const answers: FakeCompletion[] = [];
  let fallback: FakeCompletion = { kind: "status", status: 500 };
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404).end();
        return;
      }
      requests.push({ authorization: req.headers.authorization, body: JSON.parse(raw) as Record<string, unknown> });
      const answer = answers.shift() ?? fallback;
      if (answer.kind === "hang") return;
      if (answer.kind === "status") {
        res.writeHead(answer.status, { "Content-Type": "application/json" }).end('{"error":{"message":"fake"}}');
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          id: "fake",
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content: answer.content } }],
        }),
      );
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    queue: (...more) => answers.push(...more),
    setDefault: (answer) => (fallback = answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
