import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reuseAdminSession, signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { dataDirFor } from "../support/e2e-data-dir";
import { withoutFileServer } from "../support/e2e-file-server";
import { e2eServerEnv } from "../support/e2e-server-env";
import { startFakeBeehiiv, type FakeBeehiiv } from "../support/fake-beehiiv";
import { discardServer, startProductionServer, type RunningServer } from "../support/server-process";

/**
 * The owner's view of background work: a lead delivery that beehiiv refused for good shows on
 * /admin/jobs with beehiiv's answer, and the owner retries one and discards another, with
 * scripts and without.
 */
// Its one server delivers to a fake beehiiv, whose address is known only once it listens.
withoutFileServer();
reuseAdminSession();
const browser = withBrowser();
let beehiiv: FakeBeehiiv;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  beehiiv = await startFakeBeehiiv();
  const env = {
    ...e2eServerEnv(),
    BEEHIIV_API_KEY: "e2e-key",
    BEEHIIV_PUBLICATION_ID: "pub_e2e",
    BEEHIIV_API_BASE: beehiiv.url,
  };
  dataDir = dataDirFor(env, "playbooks-e2e-jobs");
  server = await startProductionServer({ ...env, DATA_DIR: dataDir });
}, 90_000);

afterAll(async () => {
  if (server) await discardServer(server.process);
  await beehiiv?.close();
});

/** A subscription whose delivery beehiiv refuses for good (400), as it would a malformed address. */
async function refusedLead(email: string): Promise<void> {
  beehiiv.queueReplies({ status: 400 });
  const answer = await fetch(`${server.baseUrl}/api/subscribe`, {
    method: "POST",
    headers: {
      Origin: server.baseUrl,
      "Content-Type": "application/json",
      "X-Forwarded-For": `198.51.100.${email.length}`,
    },
    body: JSON.stringify({ email }),
  });
  expect(answer.ok).toBe(true);
}

const failedRow = (page: Page, email: string) =>
  page.getByRole("region", { name: "Failed" }).getByRole("row").filter({ hasText: email });

async function openJobs(page: Page): Promise<void> {
  await signInAsAdmin(page, { origin: server.baseUrl });
  await page.getByRole("link", { name: "Background jobs" }).click();
  await page.getByRole("heading", { level: 1, name: "Background jobs" }).waitFor();
}

describe("background jobs in the admin", () => {
  it("shows a failed delivery with beehiiv's answer, retries it, and passes axe", async () => {
    await refusedLead("refused-once@example.com");
    const page = await browser.page();
    await openJobs(page);
    await expect
      .poll(
        async () => {
          await page.reload();
          return failedRow(page, "refused-once@example.com").count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await waitForHydration(page);
    const row = failedRow(page, "refused-once@example.com");
    expect(await row.textContent()).toContain("Subscribe a lead at beehiiv");
    expect(await row.textContent()).toContain("HTTP 400");
    await expectNoAxeViolations(page);

    await row.getByRole("button", { name: "Retry Subscribe a lead at beehiiv: refused-once@example.com" }).click();
    await page.getByText("1 job queued again").first().waitFor();
    await expect.poll(() => beehiiv.accepted.get("refused-once@example.com") ?? 0, { timeout: 20_000 }).toBe(1);
    await page.reload();
    expect(await failedRow(page, "refused-once@example.com").count()).toBe(0);
  });

  it("discards a failed job without scripts", async () => {
    await refusedLead("discard-me@example.com");
    const page = await browser.page({ javaScriptEnabled: false });
    await signInAsAdmin(page, { origin: server.baseUrl, next: "/admin/jobs" });
    await expect
      .poll(
        async () => {
          await page.reload();
          return failedRow(page, "discard-me@example.com").count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await failedRow(page, "discard-me@example.com")
      .getByRole("button", { name: /^Discard/ })
      .click();
    await page.getByText("Discarded: Subscribe a lead at beehiiv.").waitFor();
    expect(await failedRow(page, "discard-me@example.com").count()).toBe(0);
  });
});
