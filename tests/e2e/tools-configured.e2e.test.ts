import type { Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { dataDirFor } from "../support/e2e-data-dir";
import { e2eServerEnv } from "../support/e2e-server-env";
import { startFakeBeehiiv, type FakeBeehiiv } from "../support/fake-beehiiv";
import { discardServer, startProductionServer, type RunningServer } from "../support/server-process";
import { WORKSHOP_ANSWERS } from "../support/tools-settings";
import { expectHeading, waitForToast } from "./tools-helpers";

/**
 * The tools on a server with a newsletter provider (a fake beehiiv) and every paid offer page
 * configured; the shared server of the other tool tests has neither.
 */
const OFFERS = {
  WORKSHOP_KIT_URL: "https://kit.example/workshop-kit",
  CONTENT_OFFER_URL: "https://programs.example/content",
  AUTOMATION_OFFER_URL: "https://programs.example/automation",
};

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
    ...OFFERS,
  };
  dataDir = dataDirFor(env, "playbooks-e2e-configured");
  server = await startProductionServer({ ...env, DATA_DIR: dataDir });
}, 90_000);

afterAll(async () => {
  if (server) await discardServer(server.process);
  await beehiiv?.close();
});

/** The settings card's row for one integration. */
const integrationRow = (card: Locator, name: string) =>
  card.getByRole("listitem").filter({ has: card.page().getByText(name, { exact: true }) });

/** What beehiiv was sent for an e-mail, once its delivery job (polled every second) has run. */
async function deliveredTo(email: string) {
  for (let waited = 0; waited < 15_000; waited += 200) {
    const request = beehiiv.requests.find((candidate) => candidate.body.email === email);
    if (request) return request.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing was delivered for ${email}`);
}

describe("with a newsletter provider configured", () => {
  it("says 'Resources Sent!' and passes the pack link and the blueprint's link to beehiiv", async () => {
    const page = await browser.page();
    const answers = new URLSearchParams({ ...WORKSHOP_ANSWERS, step: "6" });
    await page.goto(`${server.baseUrl}/tools/workshop-builder?${answers}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Get My Plan" }).click();
    await expectHeading(page, "Here's Your Personalized Workshop Blueprint");
    const blueprintUrl = page.url().split("?")[0]!;
    await page.getByRole("link", { name: "Get Free Resources Pack" }).click();
    await page.getByLabel("Email address").fill("sent@example.com");
    await page.getByRole("button", { name: "Send My Resources" }).click();
    await expectHeading(page, "Resources Sent!");
    expect(await page.getByText("Check your inbox").isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const packLink = await page.getByRole("link", { name: "Open My Resources Pack" }).getAttribute("href");
    expect(packLink).toMatch(/^\/resources\/[A-Za-z0-9_-]{22}$/);
    const sent = await deliveredTo("sent@example.com");
    expect(sent.custom_fields).toEqual(
      expect.arrayContaining([
        { name: "resources_pack_url", value: `${server.baseUrl}${packLink}` },
        { name: "tool_result_url", value: blueprintUrl },
      ]),
    );
    // The e-mailed link opens the pack in any browser.
    const inbox = await browser.page();
    await inbox.goto(`${server.baseUrl}${packLink}`);
    await expectHeading(inbox, "Your Workshop Resources Pack");
  });

  it("promises the bonus guides by e-mail and shows each configured paid offer after the quiz unlock", async () => {
    const page = await browser.page();
    const answers = new URLSearchParams({
      industry: "marketing",
      skill: "writing",
      delivery: "digital",
      income: "5k-10k",
      confidence: "1",
      step: "5",
    });
    await page.goto(`${server.baseUrl}/tools/ai-business-quiz?${answers}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "See My Results" }).click();
    await expectHeading(page, "Your AI Business Blueprint");
    expect(await page.getByText("bonus implementation guides by email").isVisible()).toBe(true);
    await page.getByLabel("Email address").fill("offers@example.com");
    await page.getByRole("button", { name: "Unlock My Roadmap" }).click();
    await waitForToast(
      page,
      "Your AI business blueprint has been unlocked. Check your email for bonus implementation guides!",
    );
    await page.getByText("Your 5-step roadmap").first().waitFor();
    expect(await page.getByRole("link", { name: /Explore the Content Creator Program/ }).getAttribute("href")).toBe(
      OFFERS.CONTENT_OFFER_URL,
    );
    expect(await page.getByRole("link", { name: /Get the AI Workshop Kit/ }).getAttribute("href")).toBe(
      OFFERS.WORKSHOP_KIT_URL,
    );
    await expectNoAxeViolations(page);
  });

  it("thanks the translator's subscriber with 'Check your email'", async () => {
    const page = await browser.page();
    const answers = new URLSearchParams({
      industry: "legal",
      location: "uk",
      companySize: "small",
      aiConcept: "rag",
      audienceLevel: "cautious",
      step: "5",
    });
    await page.goto(`${server.baseUrl}/tools/industry-ai-translator?${answers}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Generate My Package" }).click();
    await expectHeading(page, "Your AI Explanation Package");
    await page.getByLabel("Email address").fill("insights@example.com");
    await page.getByRole("button", { name: "Get Weekly AI Insights" }).click();
    await page.getByText("Thanks! Check your email").waitFor();
    expect((await deliveredTo("insights@example.com")).custom_fields).toContainEqual({
      name: "tool_result_url",
      value: page.url(),
    });
  });

  it("shows the owner which integrations are set, here and on a server without them", async () => {
    const page = await browser.page();
    await signInAsAdmin(page, { origin: server.baseUrl });
    const card = page.getByRole("region", { name: "Settings and integrations" });
    // Each paid offer is its own row, recognisable by the address it opens.
    for (const [name, address] of [
      ["AI Workshop Kit page", OFFERS.WORKSHOP_KIT_URL],
      ["Content Creator Program page", OFFERS.CONTENT_OFFER_URL],
      ["Automation Agency Program page", OFFERS.AUTOMATION_OFFER_URL],
    ]) {
      const row = integrationRow(card, name!);
      expect(await row.getByRole("link", { name: address }).getAttribute("href")).toBe(address);
      expect(await row.getByText("Set", { exact: true }).isVisible()).toBe(true);
    }
    // Only SMTP, AI generation and object storage are left unset on this server.
    expect(await card.getByText("Not set", { exact: true }).count()).toBe(3);
    expect(await integrationRow(card, "Newsletter provider (beehiiv)").getByText("Set", { exact: true }).count()).toBe(
      1,
    );
    // The checklist, not the card, says what is left: beehiiv is set by the server, not yet tested.
    expect(await card.textContent()).not.toContain("Test connection");
    const checklist = page.getByRole("region", { name: "Launch checklist" });
    await checklist.getByText("beehiiv is set but not tested with these settings").waitFor();
    await expectNoAxeViolations(page);

    const bare = await browser.page();
    await signInAsAdmin(bare);
    const bareCard = bare.getByRole("region", { name: "Settings and integrations" });
    // Everything but the landing builder's access code is unset there, each offer on its own row.
    expect(await bareCard.getByText("Not set", { exact: true }).count()).toBe(7);
    expect(
      await integrationRow(bareCard, "Landing builder access code").getByText("Set", { exact: true }).count(),
    ).toBe(1);
    expect(await integrationRow(bareCard, "AI Workshop Kit page").getByText("Not set", { exact: true }).count()).toBe(
      1,
    );
    expect(await bareCard.getByText(/^https:/).count()).toBe(0);
    await bare
      .getByRole("region", { name: "Launch checklist" })
      .getByText("Until then, leads are only stored", { exact: false })
      .waitFor();
  });
});
