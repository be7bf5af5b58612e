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
  /** /v1/embeddings: the texts embedded so far, and whether it answers (else HTTP 500). */
  embeddings: { inputs: string[]; failing: boolean };
}

/**
 * A stand-in embedding model, deterministic and offline: each word (lowercase, its first five
 * letters, so "pricing" and "prices" meet) adds to one of 512 dimensions, and words listed
 * together in SENSES share one, as a real model puts "nervous" near "anxious".
 */
const SENSES = [["nervous", "anxio", "worri", "afrai"]];
const DIMENSIONS = 512;

export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
    const root = word.slice(0, 5);
    const sense = SENSES.find((group) => group.some((member) => root.startsWith(member.slice(0, 5))));
    const key = sense ? sense[0]! : root;
    let hash = 2166136261;
    for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
    vector[(hash >>> 0) % DIMENSIONS]! += 1;
  }
  return vector;
}

function answerEmbeddings(raw: string, res: http.ServerResponse, state: FakeOpenAi["embeddings"]): void {
  if (state.failing) {
    res.writeHead(500, { "Content-Type": "application/json" }).end('{"error":{"message":"fake"}}');
    return;
  }
  const { input } = JSON.parse(raw) as { input: string[] };
  state.inputs.push(...input);
  res.writeHead(200, { "Content-Type": "application/json" });
  res.end(
    JSON.stringify({
      object: "list",
      data: input.map((text, index) => ({ object: "embedding", index, embedding: fakeEmbedding(text) })),
    }),
  );
}

/** A local OpenAI-compatible endpoint for tests (chat completions and embeddings), on 127.0.0.1. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAi["requests"] = [];
  const answers: FakeCompletion[] = [];
  let fallback: FakeCompletion = { kind: "status", status: 500 };
  const sockets = new Set<Socket>();
  const embeddings: FakeOpenAi["embeddings"] = { inputs: [], failing: false };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/v1/embeddings") return answerEmbeddings(raw, res, embeddings);
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
    embeddings,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
