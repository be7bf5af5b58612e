import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_ADMIN } from "../support/admin-credentials";
import { reuseAdminSession, signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { dataDirFor } from "../support/e2e-data-dir";
import { withoutFileServer } from "../support/e2e-file-server";
import { startFakeBeehiiv, type FakeBeehiiv } from "../support/fake-beehiiv";
import { createPostgresDatabase, dropPostgresDatabase } from "../support/postgres-copies";
import { ensurePostgresRunning, LOCAL_DATABASE_URL } from "../support/postgres-server";
import { databaseUrlFor } from "../support/postgres-urls";
import { discardServer, startProductionServer, type RunningServer } from "../support/server-process";

/**
 * Two production servers on one database, as two instances of one site, on each engine: one
 * SQLite file, then one PostgreSQL database. What the owner saves in Settings on one is in
 * force on both at once, without a restart.
 */
// Every test works on the two instances below, on each engine.
withoutFileServer();
reuseAdminSession();
const browser = withBrowser();
const GOOD_KEY = "bh_live_e2e_key_0123456789";
let beehiiv: FakeBeehiiv;

beforeAll(async () => {
  beehiiv = await startFakeBeehiiv();
  beehiiv.acceptOnlyKey(GOOD_KEY);
});

afterAll(async () => {
  await beehiiv?.close();
});

/** Where the two instances keep the site: the engine's database, created fresh and removed after. */
interface SharedStore {
  env: Record<string, string>;
  remove(): Promise<void>;
}

const ENGINES: { engine: string; open(): Promise<SharedStore> }[] = [
  { engine: "SQLite, one file", open: async () => ({ env: {}, remove: async () => undefined }) },
  {
    engine: "PostgreSQL, one database",
    open: async () => {
      await ensurePostgresRunning();
      const name = await createPostgresDatabase(LOCAL_DATABASE_URL, undefined, "e2e_settings");
      return {
        env: { DATABASE_URL: databaseUrlFor(LOCAL_DATABASE_URL, name) },
        remove: () => dropPostgresDatabase(LOCAL_DATABASE_URL, name),
      };
    },
  },
];

/** Public pages of every kind, and the feed and the 404, as a visitor without cookies gets them. */
const PAGES = [
  "/",
  "/catalog",
  "/catalog/ai-fundamentals",
  "/categories/ai-knowledge",
  "/tools",
  "/rss.xml",
  "/no-such-page",
];

async function titleOf(server: RunningServer, pathname: string): Promise<{ title: string; cache: string | null }> {
  const response = await fetch(`${server.baseUrl}${pathname}`);
  const text = await response.text();
  return { title: /<title>([^<]*)<\/title>/.exec(text)?.[1] ?? "", cache: response.headers.get("X-Page-Cache") };
}

async function openSettings(server: RunningServer) {
  const page = await browser.page();
  await signInAsAdmin(page, { origin: server.baseUrl, next: "/admin/settings" });
  await waitForHydration(page);
  return page;
}

const section = (page: Awaited<ReturnType<typeof openSettings>>, name: string) =>
  page.getByRole("region", { name, exact: true });

describe.each(ENGINES)("settings in the admin ($engine)", ({ open }) => {
  let dataDir: string;
  let store: SharedStore;
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    store = await open();
    // Each engine's run finds only its own deliveries.
    beehiiv.requests.length = 0;
    const env = {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SESSION_SECRET: "e2e-settings-secret-of-32-or-more-characters",
      BEEHIIV_API_BASE: beehiiv.url,
      // Set by the server: shown read-only in Settings.
      SOCIAL_X_URL: "https://x.com/from-the-server",
      TRUST_PROXY: "loopback",
      ...store.env,
    };
    // On SQLite, a copy of the seeded site; PostgreSQL's empty database gets a first start.
    dataDir = dataDirFor(env, "playbooks-e2e-settings");
    // Both at once, as an orchestrator starts instances: one prepares the database, the other waits for it.
    [first, second] = await Promise.all([
      startProductionServer({ ...env, DATA_DIR: dataDir }),
      startProductionServer({ ...env, DATA_DIR: dataDir }),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([first, second].filter(Boolean).map((server) => discardServer(server.process)));
    await store?.remove();
  });

  it("changes the site name on one instance; every page of both shows it at once, without a restart", async () => {
    // Both instances render the pages, and keep them in their page caches, under the old name.
    for (const server of [first, second]) {
      for (const pathname of PAGES) {
        expect((await titleOf(server, pathname)).title, pathname).toContain("AI Business Playbooks");
      }
      expect((await titleOf(server, "/catalog")).cache).toBe("hit");
    }

    const page = await openSettings(first);
    await expectNoAxeViolations(page);
    const site = section(page, "Site");
    await site.getByLabel("Site name").fill("Operator Notes");
    await site
      .getByLabel("Site description")
      .fill("Field notes for people building AI businesses, one system at a time.");
    await site.getByRole("button", { name: "Save site" }).click();
    await site.getByRole("status").filter({ hasText: "Site saved" }).waitFor();

    for (const server of [second, first]) {
      for (const pathname of PAGES) {
        const { title } = await titleOf(server, pathname);
        expect(title, `${server.baseUrl}${pathname}`).toContain("Operator Notes");
        expect(title, `${server.baseUrl}${pathname}`).not.toContain("AI Business Playbooks");
      }
    }
    const visitor = await browser.page();
    await visitor.goto(`${second.baseUrl}/catalog/ai-fundamentals`);
    await expect(
      visitor
        .locator("header")
        .getByRole("link", { name: /Operator Notes/ })
        .isVisible(),
    ).resolves.toBe(true);
    // The feed describes the site with the new description too.
    expect(await (await fetch(`${second.baseUrl}/rss.xml`)).text()).toContain(
      "<description>Field notes for people building AI businesses, one system at a time.</description>",
    );

    // A value the server's environment sets is shown, read-only, and wins.
    const x = section(page, "Social links").getByLabel("X (Twitter)");
    expect(await x.getAttribute("readonly")).not.toBeNull();
    expect(await x.inputValue()).toBe("https://x.com/from-the-server");
    await expect(section(page, "Social links").getByText("Set by the server").isVisible()).resolves.toBe(true);
  });

  it("tests a beehiiv key before saving it, stores it masked, and both instances deliver leads with it", async () => {
    const page = await openSettings(first);
    const newsletter = section(page, "Newsletter provider (beehiiv)");
    await newsletter.getByLabel("API key", { exact: true }).fill("bh_wrong_key_000000000");
    await newsletter.getByLabel("Publication ID").fill("pub_operator");
    await newsletter.getByRole("button", { name: "Test connection" }).click();
    await newsletter.getByRole("alert").filter({ hasText: "beehiiv refused the API key" }).waitFor();

    await newsletter.getByLabel("API key", { exact: true }).fill(GOOD_KEY);
    await newsletter.getByRole("button", { name: "Test connection" }).click();
    await newsletter.getByRole("status").filter({ hasText: "Connected to beehiiv" }).waitFor();
    await newsletter.getByRole("button", { name: "Save beehiiv settings" }).click();
    await newsletter.getByText(/^Connected: tested/).waitFor();
    // The key field starts empty again, showing only the key's last characters.
    expect(await newsletter.getByLabel("API key", { exact: true }).inputValue()).toBe("");
    expect(await newsletter.getByLabel("API key", { exact: true }).getAttribute("placeholder")).toContain(
      "••••••••6789",
    );
    expect(await page.content()).not.toContain(GOOD_KEY);

    // A lead left on the other instance is delivered with the key saved here.
    const subscribed = await fetch(`${second.baseUrl}/api/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: second.baseUrl },
      body: JSON.stringify({ email: "settings-lead@example.com", leadMagnet: "AI Business Quiz" }),
    });
    expect(subscribed.status).toBe(200);
    await expect
      .poll(
        () => beehiiv.requests.find((request) => request.body.email === "settings-lead@example.com")?.authorization,
        {
          timeout: 20_000,
        },
      )
      .toBe(`Bearer ${GOOD_KEY}`);
  });

  it("uploads a default share image, cropped to 1200 × 630, that shared pages of both instances show", async () => {
    const page = await openSettings(first);
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#0f766e" } })
      .jpeg()
      .toBuffer();
    const site = section(page, "Site");
    await site
      .getByLabel("Default share image")
      .setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: photo });
    await site.getByRole("button", { name: "Save site" }).click();
    await site.getByRole("img", { name: "What shared pages show now" }).waitFor();

    const html = await (await fetch(`${second.baseUrl}/catalog`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/\/media\/site\/share-image-[0-9a-f]{12}\.jpg$/);
    const served = await fetch(image!.replace(/^https?:\/\/[^/]+/, first.baseUrl));
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([1200, 630]);
    await expectNoAxeViolations(page);
  });
});
