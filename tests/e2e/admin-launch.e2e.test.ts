import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { E2E_ADMIN } from "../support/admin-credentials";
import { signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { dataDirFor } from "../support/e2e-data-dir";
import { withoutFileServer } from "../support/e2e-file-server";
import { startFakeBeehiiv, type FakeBeehiiv } from "../support/fake-beehiiv";
import { testPlaybook } from "../support/playbooks";
import { openServerDatabase } from "../support/server-database";
import { discardServer, startProductionServer, type RunningServer } from "../support/server-process";
import { WORKSHOP_ANSWERS } from "../support/tools-settings";
import { expectHeading } from "./tools-helpers";

/** A new owner's server: the demo library, nothing configured, beehiiv reachable (a fake). */
// Its one server talks to a fake beehiiv, whose address is known only once it listens.
withoutFileServer();
const browser = withBrowser();
let beehiiv: FakeBeehiiv;
let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  beehiiv = await startFakeBeehiiv();
  const env = {
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SESSION_SECRET: "e2e-launch-secret-of-32-or-more-characters",
    BEEHIIV_API_BASE: beehiiv.url,
  };
  // The demo site as a first start leaves it (the seeded copy), with nothing configured.
  dataDir = dataDirFor(env, "playbooks-e2e-launch");
  server = await startProductionServer({ ...env, DATA_DIR: dataDir });
}, 90_000);

afterAll(async () => {
  if (server) await discardServer(server.process);
  await beehiiv?.close();
});

const checklist = (page: Page) => page.getByRole("region", { name: "Launch checklist" });
const step = (page: Page, title: string) =>
  checklist(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: false }) });

/**
 * Back on the admin home, the checklist counts `done` of 7, and the step is ticked. A delivery
 * job or a saved setting may land a moment after the save answers: later tries reload.
 */
async function expectDone(page: Page, done: number, title?: string) {
  await page.goto(`${server.baseUrl}/admin`);
  let tries = 0;
  await expect
    .poll(
      async () => {
        if (tries++ > 0) await page.reload();
        return checklist(page)
          .getByText(/^\d of 7 done$/)
          .textContent();
      },
      { timeout: 20_000 },
    )
    .toBe(`${done} of 7 done`);
  if (title) await expect(step(page, title).getByText("(done)").count()).resolves.toBe(1);
}

/** Follows a step's link, and checks it leads where the step is done. */
async function follow(page: Page, title: string, linkText: string, to: string) {
  await page.goto(`${server.baseUrl}/admin`);
  await step(page, title).getByRole("link", { name: linkText }).click();
  await page.waitForURL((url) => `${url.pathname}${url.hash}` === to);
  await waitForHydration(page);
}

/**
 * One owner walks the checklist in order, each step its own test on the same server and the same
 * signed-in page: a step that fails is named, and each test's time is its step's, not the walk's.
 * Each step counts on the ones before it (1 of 7 after the first, and so on).
 */
describe("the launch checklist, step by step", () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.page();
    await signInAsAdmin(page, { origin: server.baseUrl });
  });

  it("starts at 0 of 7, and the settings card below says what each integration does without repeating it", async () => {
    await expect(checklist(page).getByText("0 of 7 done").isVisible()).resolves.toBe(true);
    await expect(checklist(page).getByRole("listitem").count()).resolves.toBe(7);
    const card = page.getByRole("region", { name: "Settings and integrations" });
    await expect(card.getByText(/Subscribes every lead to your beehiiv publication/).isVisible()).resolves.toBe(true);
    const cardText = await card.textContent();
    for (const item of await checklist(page).getByRole("listitem").all()) {
      const title = await item.locator("p").first().textContent();
      expect(cardText).not.toContain(title!.replace(/ \((done|to do)\)$/, ""));
    }
    expect(cardText).not.toContain("Without it");
    await expectNoAxeViolations(page);
  });

  it("names and describes the site where its step leads: 1 of 7", async () => {
    await follow(page, "Name and describe the site", "Set the name and description", "/admin/settings#site");
    const site = page.getByRole("region", { name: "Site", exact: true });
    await site.getByLabel("Site name").fill("Operator Notes");
    await site.getByLabel("Site description").fill("Field notes for people building AI businesses.");
    await site.getByRole("button", { name: "Save site" }).click();
    await site.getByRole("status").filter({ hasText: "Site saved" }).waitFor();
    await expectDone(page, 1, "Name and describe the site");
  });

  it("adds a share image: 2 of 7", async () => {
    await follow(page, "Add a share image", "Upload a share image", "/admin/settings#site");
    const site = page.getByRole("region", { name: "Site", exact: true });
    const cover = await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#1e3a8a" } })
      .png()
      .toBuffer();
    await site
      .getByLabel("Default share image")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
    await site.getByRole("button", { name: "Save site" }).click();
    await site.getByRole("img", { name: "What shared pages show now" }).waitFor();
    await expectDone(page, 2, "Add a share image");
  });

  it("links a social profile: 3 of 7", async () => {
    await follow(page, "Link your social profiles", "Add social links", "/admin/settings#social");
    const social = page.getByRole("region", { name: "Social links" });
    await social.getByLabel("LinkedIn").fill("https://www.linkedin.com/company/operator-notes");
    await social.getByRole("button", { name: "Save social links" }).click();
    await social.getByRole("status").filter({ hasText: "Social links saved" }).waitFor();
    await expectDone(page, 3, "Link your social profiles");
  });

  it("sets beehiiv, which stays unticked until a test connects: 4 of 7", async () => {
    await follow(page, "Connect the newsletter", "Set up beehiiv", "/admin/settings#newsletter");
    const newsletter = page.getByRole("region", { name: "Newsletter provider (beehiiv)" });
    await newsletter.getByLabel("API key", { exact: true }).fill("bh_launch_key_0123456789");
    await newsletter.getByLabel("Publication ID").fill("pub_operator");
    await newsletter.getByRole("button", { name: "Save beehiiv settings" }).click();
    await newsletter.getByRole("status").filter({ hasText: "saved" }).waitFor();
    // Set, but not tested: the step says so and is not ticked.
    await expectDone(page, 3);
    await step(page, "Connect the newsletter")
      .getByText(/not tested with these settings/)
      .waitFor();
    await follow(page, "Connect the newsletter", "Test the connection", "/admin/settings#newsletter");
    await newsletter.getByRole("button", { name: "Test connection" }).click();
    await newsletter.getByRole("status").filter({ hasText: "Connected to beehiiv" }).waitFor();
    await expectDone(page, 4, "Connect the newsletter");
  });

  it("receives the owner's own sign-up from a tool, delivered to beehiiv: 5 of 7", async () => {
    await follow(page, "Receive a test sign-up, end to end", "Open the free tools", "/tools");
    const visitor = await browser.page();
    await visitor.goto(
      `${server.baseUrl}/tools/workshop-builder?${new URLSearchParams({ ...WORKSHOP_ANSWERS, step: "6" })}`,
    );
    await waitForHydration(visitor);
    await visitor.getByRole("button", { name: "Get My Plan" }).click();
    await expectHeading(visitor, "Here's Your Personalized Workshop Blueprint");
    await visitor.getByRole("link", { name: "Get Free Resources Pack" }).click();
    await visitor.getByLabel("Email address").fill("owner-test@example.com");
    await visitor.getByRole("button", { name: "Send My Resources" }).click();
    await expectHeading(visitor, "Resources Sent!");
    await expectDone(page, 5, "Receive a test sign-up, end to end");
    expect(beehiiv.accepted.get("owner-test@example.com")).toBe(1);
  });

  it("counts the owner's own playbook once public, never the demo library: 6 of 7", async () => {
    // Writing and publishing one is the editor's and the publish flow's own journeys.
    await follow(page, "Publish your first playbook", "Open the playbooks", "/admin/playbooks");
    const db = openServerDatabase(dataDir);
    try {
      await upsertPlaybook(
        db,
        testPlaybook({ slug: "operator-first-guide", title: "Operator's First Guide" }),
        new Date(),
      );
    } finally {
      await db.destroy();
    }
    await expectDone(page, 6, "Publish your first playbook");
  });

  it("shows the public address from SITE_URL, still to do on a local address", async () => {
    await expectDone(page, 6);
    await expect(step(page, "Serve the site at its public address").getByText("(to do)").count()).resolves.toBe(1);
    await follow(page, "Serve the site at its public address", "See the public address", "/admin/settings#address");
    const address = page.getByRole("region", { name: "Public address" });
    await address.getByText(server.baseUrl, { exact: true }).waitFor();
    await expectNoAxeViolations(page);
  });
});

describe("without a landing builder code", () => {
  it("does not ask for a landing builder code while the site has none", async () => {
    const page = await browser.page();
    await page.goto(`${server.baseUrl}/tools/workshop-landing-builder`);
    await page.getByRole("heading", { name: "Not Open Yet" }).waitFor();
    expect(await page.getByText(/Enter the access code/).count()).toBe(0);
    expect(await page.getByLabel("Access code").count()).toBe(0);
    await expect(page.getByText(/not available right now/).isVisible()).resolves.toBe(true);
  });
});
