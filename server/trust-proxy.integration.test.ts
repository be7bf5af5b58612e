import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import type { AppContext } from "~/context";
import { entryRoute, failingBuild, serveBuild } from "../tests/support/failing-build";
import { withTestDatabase } from "../tests/support/test-database";
import { createViewIds } from "~/modules/analytics/view-ids.server";
import { createRequestListener } from "./app";

const t = withTestDatabase();
let server: http.Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A build whose one route answers with the client address the loaders are given. */
const whoAmI: ServerBuild = {
  ...failingBuild,
  routes: {
    root: failingBuild.routes.root,
    "routes/whoami": {
      id: "routes/whoami",
      parentId: "root",
      path: "whoami",
      module: {
        loader: ({ context }: { context: AppContext }) => Response.json({ address: context.clientAddress }),
      } as unknown as NonNullable<ServerBuild["routes"][string]>["module"],
    },
  },
  assets: {
    ...failingBuild.assets,
    routes: {
      root: entryRoute("root", ""),
      "routes/whoami": entryRoute("routes/whoami", "whoami", { hasLoader: true }),
    },
  },
};

async function startSite(trustProxy?: string): Promise<string> {
  const config = loadConfig({
    NODE_ENV: "production",
    SITE_URL: "http://127.0.0.1",
    PAGE_CACHE_MAX_MB: "0",
    ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
  });
  const contentVersion = { current: () => undefined, close: async () => undefined };
  const listener = createRequestListener({
    db: t.db,
    config,
    storage: t.context.storage,
    analytics: t.context.analytics,
    views: createViewIds("trust-proxy test secret, long enough"),
    logger: pino({ level: "silent" }),
    vite: serveBuild(async () => whoAmI),
    shutdown: { draining: false },
    contentVersion,
  });
  server = http.createServer(listener).listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** What the site takes this request's visitor to be, and whether it answers as over https. */
async function seenAs(origin: string, headers: Record<string, string>) {
  const response = await fetch(`${origin}/whoami`, { headers });
  const { address } = (await response.json()) as { address: string };
  return { address, https: response.headers.has("Strict-Transport-Security") };
}

const forwarded = { "X-Forwarded-For": "198.51.100.1, 203.0.113.9", "X-Forwarded-Proto": "https" };

describe("TRUST_PROXY", () => {
  it("by default believes no forwarded header, even from this machine", async () => {
    const origin = await startSite();
    expect(await seenAs(origin, forwarded)).toEqual({ address: "127.0.0.1", https: false });
  });

  it("takes the visitor from the proxies it names, by address or range", async () => {
    expect(await seenAs(await startSite("127.0.0.1"), forwarded)).toEqual({ address: "203.0.113.9", https: true });
  });

  it("ignores the headers when the peer is not one of the named proxies", async () => {
    expect(await seenAs(await startSite("10.0.0.1, 192.168.0.0/16"), forwarded)).toEqual({
      address: "127.0.0.1",
      https: false,
    });
  });

  it("counts hops from the server: with one, the address the proxy added is the visitor's", async () => {
    expect((await seenAs(await startSite("1"), forwarded)).address).toBe("203.0.113.9");
  });
});
