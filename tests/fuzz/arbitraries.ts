import fc from "fast-check";
import type { RawRequest } from "../support/raw-http";
import type { Endpoint } from "./endpoints";

/** Strings attackers and broken clients send: traversal, markup, injection, control and odd Unicode. */
export const hostileText = fc.constantFrom(
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "..%c0%af..%c0%afetc",
  "/etc/passwd",
  "C:\\boot.ini",
  "\u0000",
  "a\u0000b",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "' OR 1=1 --",
  '"; DROP TABLE playbooks; --',
  "${7*7}{{7*7}}",
  "\u202e\ufeff\ud800",
  "💥".repeat(64),
  "null",
  "NaN",
  "-1",
  "1e309",
  "9".repeat(400),
  "[]",
  "{}",
  "__proto__",
  "constructor",
  // Header splitting: a value that reaches a Location or Set-Cookie header must not break it.
  "/admin\r\nSet-Cookie: stolen=1",
  "/admin/playbooks\n",
  "/admin/é💥",
);

/** Field values, now and then far past any limit (the body limit is 2 MB). */
export const fieldValue = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.constantFrom(10_000, 300_000, 2_500_000).map((length) => "x".repeat(length)) },
);

function fieldsFor(endpoint: Endpoint) {
  const name = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom("intent", ...endpoint.fields) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: hostileText },
  );
  const intent = endpoint.intents ? fc.constantFrom(...endpoint.intents) : fc.constant(undefined);
  return fc
    .tuple(fc.array(fc.tuple(name, fieldValue), { maxLength: 8 }), fc.option(intent, { nil: undefined }))
    .map(([pairs, chosen]) => (chosen ? [["intent", chosen] as [string, string], ...pairs] : pairs));
}

/** What a URL-encoded body can be: well formed, or with escapes that decode to no text. */
function urlEncoded(pairs: [string, string][]) {
  const clean = new URLSearchParams(pairs).toString();
  return fc
    .constantFrom("", "&a=%FF%FE", "&b=%", "&c=%E2%82", "&&&==", "&d=%00", "&%zz=1")
    .map((mangle) => ({ type: "application/x-www-form-urlencoded", body: Buffer.from(clean + mangle) }));
}

/** A multipart body with hostile file names and types; sometimes cut short or mislabelled. */
function multipart(pairs: [string, string][]) {
  const file = fc.record({
    field: fc.constantFrom("htmlFiles", "images", "file"),
    name: fc.oneof(hostileText, fc.constantFrom("a.html", "x.png", "../../x.html", "", "a\r\nb.html", "%00.html")),
    type: fc.constantFrom("text/html", "image/png", "application/x-msdownload", "", "text/html; charset=latin1"),
    content: fc.oneof(fc.string({ maxLength: 300 }), fc.constant("<html><body><h1>T</h1><p>x</p></body></html>")),
  });
  return fc
    .tuple(fc.array(file, { maxLength: 3 }), fc.constantFrom("ok", "truncated", "no-boundary", "wrong-boundary"))
    .map(([files, shape]) => {
      const boundary = "----fuzz7MA4YWxkTrZu0gW";
      const parts = [
        ...pairs.map(
          ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
        ...files.map(
          (item) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${item.field}"; filename="${item.name}"\r\nContent-Type: ${item.type}\r\n\r\n${item.content}\r\n`,
        ),
      ];
      const text = parts.join("") + (shape === "truncated" ? "" : `--${boundary}--\r\n`);
      const header =
        shape === "no-boundary"
          ? "multipart/form-data"
          : `multipart/form-data; boundary=${shape === "wrong-boundary" ? "other" : boundary}`;
      return { type: header, body: Buffer.from(text) };
    });
}

/** JSON that parses to anything, JSON that does not parse, and bytes that are not UTF-8. */
function json(pairs: [string, string][]) {
  return fc
    .oneof(
      fc.constant(JSON.stringify(Object.fromEntries(pairs))),
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.constant(JSON.stringify(Object.fromEntries(pairs)).slice(0, -1)),
      fc.constantFrom('{"email": "a@b.co",}', "{'email': 1}", '{"__proto__": {"admin": true}}', "[".repeat(5000)),
    )
    .map((text) => ({ type: "application/json", body: Buffer.from(text) }));
}

const rawBytes = fc
  .tuple(
    fc.uint8Array({ maxLength: 2000 }),
    fc.constantFrom(
      "",
      "text/plain",
      "application/xml",
      "application/octet-stream",
      "application/json; charset=latin1",
    ),
  )
  .map(([bytes, type]) => ({ type, body: Buffer.from(bytes) }));

/** A request to one of the site's actions: some body, some method, some credentials. */
export function actionRequest(endpoint: Endpoint, origin: string, adminCookie: string): fc.Arbitrary<RawRequest> {
  const encoded = fieldsFor(endpoint).chain((pairs) =>
    fc.oneof(urlEncoded(pairs), multipart(pairs), json(pairs), rawBytes),
  );
  return fc
    .record({
      encoded,
      // TRACE with a body once answered 500: fetch's Request refuses the method outright.
      method: fc.constantFrom("POST", "POST", "POST", "PUT", "PATCH", "DELETE", "TRACE", "OPTIONS"),
      dataRequest: fc.boolean(),
      origin: fc.constantFrom(origin, origin, origin, "https://evil.example", ""),
      cookie: fc.constantFrom("admin", "admin", "admin", "", "admin_session=%%%; subscriber=x", "landing_access=ab.cd"),
      encoding: fc.constantFrom("", "", "", "", "gzip", "x-unknown"),
      // A visitor of its own each time (the server trusts this machine as a proxy), so the
      // per-address limits do not answer for the parsers being tested.
      address: fc.ipV4(),
    })
    .map(({ encoded, method, dataRequest, origin: sentOrigin, cookie, encoding, address }) => {
      const headers: Record<string, string> = {
        "Content-Length": String(encoded.body.length),
        "X-Forwarded-For": address,
      };
      if (encoded.type) headers["Content-Type"] = encoded.type;
      if (sentOrigin) headers.Origin = sentOrigin;
      const sentCookie = cookie === "admin" ? (endpoint.admin ? adminCookie : "") : cookie;
      if (sentCookie) headers.Cookie = sentCookie;
      if (encoding) headers["Content-Encoding"] = encoding;
      const path = dataRequest ? asDataRequest(endpoint.path) : endpoint.path;
      return labelled({ method, path, headers, body: encoded.body });
    });
}

/** Counterexamples print as one line (fast-check would print every byte of a 2 MB body). */
export function labelled(request: RawRequest): RawRequest {
  const size = request.body?.length ?? 0;
  const summary = `${request.method} ${request.path} ${JSON.stringify({ ...request.headers, "Content-Length": undefined })} body(${size} B): ${JSON.stringify(request.body?.subarray(0, 200).toString("latin1") ?? "")}`;
  return Object.defineProperty(request, fc.toStringMethod, { value: () => summary, enumerable: false });
}

/** The URL React Router's client posts to for the same action ("/a/b?index" → "/a/b.data?index"). */
export function asDataRequest(path: string): string {
  const [pathname = "/", query] = path.split("?");
  return `${pathname === "/" ? "/_root" : pathname}.data${query ? `?${query}` : ""}`;
}

/** Paths with traversal, bad escapes, odd segments and long queries, with any method. */
export function hostilePathRequest(paths: string[], origin: string): fc.Arbitrary<RawRequest> {
  const suffix = fc.oneof(
    fc.constantFrom(
      "/../../../../etc/passwd",
      "/..%2f..%2f..%2fetc%2fpasswd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/%FF%FE",
      "/%",
      "/%E2%82",
      "/%00",
      "/.%00./",
      "//evil.example",
      "/;jsessionid=1",
      ".data",
      ".data?_routes=root,routes%2F_index",
      "?index&index",
      "?_data=root",
      `?search=${"a".repeat(5000)}`,
      "?search=%FF&page=-1&category=../../x",
      "?page=99999999999999999999",
    ),
    fc.string({ maxLength: 30 }).map((text) => `/${encodeURIComponent(text)}`),
  );
  return fc
    .record({
      base: fc.constantFrom(...paths),
      suffix,
      method: fc.constantFrom("GET", "GET", "HEAD", "POST", "OPTIONS", "DELETE", "PROPFIND", "TRACE"),
    })
    .map(({ base, suffix: tail, method }) =>
      labelled({
        method,
        path: base === "/" ? tail.replace(/^\/?/, "/") : `${base}${tail}`,
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "0" },
        body: Buffer.alloc(0),
      }),
    );
}
