import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { AwsV4Signer } from "aws4fetch";

export const FAKE_S3_CREDENTIALS = { accessKeyId: "FAKEACCESSKEY", secretAccessKey: "fake/secret+key" };
export const FAKE_S3_BUCKET = "playbook-media";
const REGION = "us-east-1";
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([\w-]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/;

interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** How the store answers one request: an object, an S3 error code, or just a status. */
interface Answer {
  status: number;
  code?: string;
  object?: StoredObject;
}

export interface FakeS3 {
  /** STORAGE_URL for this store; other credentials to test refusals. */
  storageUrl(credentials?: { accessKeyId: string; secretAccessKey: string }): string;
  /** Stored objects by key (without the bucket). */
  objects: Map<string, StoredObject>;
  /** Every request, in order, with the status it was answered with. */
  requests: { method: string; path: string; status: number }[];
  /** The next `times` requests are answered with this S3 error. */
  failNext(status: number, code: string, times?: number): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for an S3-compatible store, path-style: PUT and GET of objects in one
 * bucket. Like a real store it refuses requests whose Signature V4 does not check out
 * (unknown access key, wrong secret, a payload that does not match its signed hash).
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects: FakeS3["objects"] = new Map();
  const requests: FakeS3["requests"] = [];
  const failures: { status: number; code: string }[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void answer(req, Buffer.concat(chunks)).then(({ status, code, object }) => {
        requests.push({ method: req.method ?? "", path: req.url ?? "", status });
        if (object) res.writeHead(status, { "Content-Type": object.contentType }).end(object.body);
        else if (code) res.writeHead(status, { "Content-Type": "application/xml" }).end(errorXml(code));
        else res.writeHead(status).end();
      });
    });
  });

  async function answer(req: http.IncomingMessage, body: Buffer): Promise<Answer> {
    const failure = failures.shift();
    if (failure) return failure;
    const refused = await checkSignature(req, body);
    if (refused) return { status: 403, code: refused };
    const [, bucket, ...keyParts] = (req.url ?? "").split("?")[0]!.split("/");
    if (bucket !== FAKE_S3_BUCKET) return { status: 404, code: "NoSuchBucket" };
    const key = keyParts.join("/");
    if (req.method === "PUT") {
      objects.set(key, { body, contentType: req.headers["content-type"] ?? "binary/octet-stream" });
      return { status: 200 };
    }
    if (req.method !== "GET") return { status: 405, code: "MethodNotAllowed" };
    const object = objects.get(key);
    return object ? { status: 200, object } : { status: 404, code: "NoSuchKey" };
  }

  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    storageUrl: ({ accessKeyId, secretAccessKey } = FAKE_S3_CREDENTIALS) =>
      `s3+http://${encodeURIComponent(accessKeyId)}:${encodeURIComponent(secretAccessKey)}@${host}/${FAKE_S3_BUCKET}`,
    objects,
    requests,
    failNext: (status, code, times = 1) => failures.push(...Array.from({ length: times }, () => ({ status, code }))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The S3 error code a real store would answer with, or undefined when the request is signed right. */
async function checkSignature(req: http.IncomingMessage, body: Buffer): Promise<string | undefined> {
  const date = req.headers["x-amz-date"];
  const payloadHash = req.headers["x-amz-content-sha256"];
  const match = AUTHORIZATION.exec(req.headers.authorization ?? "");
  if (typeof date !== "string" || !/^\d{8}T\d{6}Z$/.test(date) || typeof payloadHash !== "string" || !match) {
    return "AccessDenied";
  }
  const [, accessKeyId, day, region, signedHeaders] = match as unknown as [string, string, string, string, string];
  if (accessKeyId !== FAKE_S3_CREDENTIALS.accessKeyId) return "InvalidAccessKeyId";
  if (region !== REGION) return "AuthorizationHeaderMalformed";
  const signed = signedHeaders.split(";");
  if (day !== date.slice(0, 8) || !["host", "x-amz-content-sha256", "x-amz-date"].every((h) => signed.includes(h))) {
    return "AccessDenied";
  }
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== createHash("sha256").update(body).digest("hex")) {
    return "XAmzContentSHA256Mismatch";
  }
  const expected = new AwsV4Signer({
    method: req.method,
    url: `http://${req.headers.host}${req.url}`,
    headers: signed
      .filter((name) => name !== "host")
      .map((name): [string, string] => [name, String(req.headers[name])]),
    ...FAKE_S3_CREDENTIALS,
    service: "s3",
    region: REGION,
    datetime: date,
  });
  return (await expected.authHeader()) === req.headers.authorization ? undefined : "SignatureDoesNotMatch";
}

function errorXml(code: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>fake store</Message></Error>`;
}
