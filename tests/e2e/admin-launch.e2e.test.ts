import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, withBrowser } from "../support/browser";

const browser = withBrowser();

describe("launch checklist", () => {
  it("names every unset integration on the admin home, in red where leads would receive nothing", async () => {
    const page = await browser.page();
    await signInAsAdmin(page);
    const checklist = page.getByRole("region", { name: "Launch checklist" });
    await expect(checklist.getByText(/^Leads receive nothing:/).isVisible()).resolves.toBe(true);

    const items = checklist.getByRole("list", { name: "Integrations not set" }).getByRole("listitem");
    // This server sets nothing but the landing builder's access code.
    expect(await items.count()).toBe(7);
    const newsletter = items.filter({ hasText: "Newsletter provider (beehiiv)" });
    await expect(newsletter.getByText("leads receive nothing").isVisible()).resolves.toBe(true);
    await expect(newsletter.getByText("BEEHIIV_API_KEY, BEEHIIV_PUBLICATION_ID").isVisible()).resolves.toBe(true);
    const red = await newsletter.evaluate((item) => getComputedStyle(item).backgroundColor);
    expect(red).not.toBe(
      await items.filter({ hasText: "AI generation" }).evaluate((item) => getComputedStyle(item).backgroundColor),
    );
    expect(await items.filter({ hasText: "leads receive nothing" }).count()).toBe(2);
    await expect(
      items
        .filter({ hasText: "Object storage for images" })
        .getByText("Images are kept in the data folder")
        .isVisible(),
    ).resolves.toBe(true);

    // The settings card says what each integration does instead of repeating "Configured".
    const card = page.getByRole("region", { name: "Settings and integrations" });
    await expect(card.getByText(/Subscribes every lead to your beehiiv publication/).isVisible()).resolves.toBe(true);
    await expect(card.getByText(/code kit students type/).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
  });
});
