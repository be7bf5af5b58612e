import path from "node:path";
import { formatInTimeZone } from "date-fns-tz";
import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { adminFileServer } from "../support/admin-server";
import { reuseAdminSession, signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";

reuseAdminSession();
const browser = withBrowser();
const server = adminFileServer();

const PRICING = { slug: "pricing-ai-services", title: "Pricing AI Services: Charge for Outcomes, Not Hours" };
const COMMUNITY = {
  slug: "community-led-growth",
  title: "Community-Led Growth: Building an AI Skills Community on Circle",
};

async function manager(page: Page, next: string) {
  await signInAsAdmin(page, { origin: server.origin, next });
}

const publicStatus = async (slug: string) => (await fetch(server.url(`/catalog/${slug}`))).status;

// The journeys work on playbooks of their own, so they run at once: the others' steps fill the
// wait for the scheduled publication (about 25 s) instead of following it. Concurrent tests
// assert with their own `expect` (the test context's), which expect.poll needs.
describe.concurrent("publishing from the playbook manager", () => {
  it("schedules a draft in the owner's time zone, and it appears on the site at that moment", async ({ expect }) => {
    const page = await browser.page({ timezoneId: "Europe/Paris" });
    await manager(page, `/admin/playbooks?q=${PRICING.slug}`);
    await waitForHydration(page);

    // The row's publish flow: a dialog that says what will happen, then does it.
    await page.getByRole("link", { name: `Unpublish ${PRICING.title}` }).click();
    const unpublish = page.getByRole("dialog", { name: `Unpublish “${PRICING.title}”` });
    await unpublish.getByText(`Takes ${server.origin}/catalog/${PRICING.slug} off the site`).waitFor();
    await unpublish.getByRole("button", { name: "Unpublish now" }).click();
    await page.getByText(`Unpublished: /catalog/${PRICING.slug} is a draft again`).first().waitFor();
    expect(await publicStatus(PRICING.slug)).toBe(404);

    await page.getByRole("link", { name: `Publish ${PRICING.title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Publish “${PRICING.title}”` });
    // The browser's zone, told to the server, is the one the form uses.
    await expect.poll(() => dialog.getByLabel("Time zone").inputValue()).toBe("Europe/Paris");
    await dialog.getByText(/\d+ parts, [\d,]+ words/).waitFor();
    await expectNoAxeViolations(page);
    // Far enough ahead for the steps below on a busy machine.
    const publishAt = new Date(Math.ceil((Date.now() + 25_000) / 1000) * 1000);
    await dialog.getByLabel("Schedule: publish at a time").check();
    await dialog
      .getByLabel("Publish at", { exact: true })
      .fill(formatInTimeZone(publishAt, "Europe/Paris", "yyyy-MM-dd'T'HH:mm:ss"));
    // It was public before: by default it would keep that date; this time feeds show the scheduled time.
    await dialog.getByLabel("The scheduled time").check();
    await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
    const shown = formatInTimeZone(publishAt, "Europe/Paris", "d MMM yyyy, HH:mm");
    await page.getByText(`Scheduled: /catalog/${PRICING.slug} goes public ${shown} (Europe/Paris)`).first().waitFor();

    await page.goto(server.url("/admin"));
    const scheduled = page.getByRole("region", { name: "Scheduled" });
    await scheduled.getByRole("link", { name: PRICING.title }).waitFor();
    expect(await scheduled.innerText()).toContain(`Publishes ${shown} (Europe/Paris)`);
    await expectNoAxeViolations(page);
    expect(await publicStatus(PRICING.slug)).toBe(404);

    // The server's job runner publishes it once its time comes (it polls every second).
    await expect.poll(() => publicStatus(PRICING.slug), { timeout: 45_000, interval: 250 }).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());
    expect(Date.now()).toBeLessThan(publishAt.getTime() + 5_000);
    // The feed dates it by its scheduled time.
    expect(await (await fetch(server.url("/rss.xml"))).text()).toContain(
      `<pubDate>${publishAt.toUTCString()}</pubDate>`,
    );
    await page.goto(server.url(`/catalog/${PRICING.slug}`));
    await page.getByRole("heading", { level: 1, name: PRICING.title }).waitFor();
    await page.goto(server.url("/admin"));
    await page.getByText("Nothing is scheduled.").waitFor();
  }, 120_000);

  it("unpublishes and publishes ticked playbooks with the keyboard, and without scripts", async ({ expect }) => {
    const page = await browser.page({ javaScriptEnabled: false });
    await manager(page, "/admin/playbooks?q=community");
    await page.getByRole("checkbox", { name: `Select ${COMMUNITY.title}` }).check();
    await page.getByRole("button", { name: "Unpublish", exact: true }).click();
    await page.getByRole("status").getByText("Unpublished 1 playbook: drafts again, seen only in the admin.").waitFor();
    expect(await publicStatus(COMMUNITY.slug)).toBe(404);

    const withScripts = await browser.page();
    await manager(withScripts, "/admin/playbooks?status=draft");
    await waitForHydration(withScripts);
    await withScripts.getByRole("link", { name: "Drafts" }).and(withScripts.locator("[aria-current=page]")).waitFor();
    await expectNoAxeViolations(withScripts);
    await withScripts.getByRole("checkbox", { name: `Select ${COMMUNITY.title}` }).focus();
    await withScripts.keyboard.press("Space");
    await withScripts.getByRole("button", { name: "Publish", exact: true }).focus();
    await withScripts.keyboard.press("Enter");
    await withScripts.getByText("Published 1 playbook: on the site now.").waitFor();
    expect(await publicStatus(COMMUNITY.slug)).toBe(200);

    // Once an action is done its ticks go, so the next one cannot reach the same rows by accident.
    await withScripts.goto(server.url("/admin/playbooks?q=community"));
    await waitForHydration(withScripts);
    const box = withScripts.getByRole("checkbox", { name: `Select ${COMMUNITY.title}` });
    await box.check();
    await withScripts.getByRole("button", { name: "Unpublish", exact: true }).click();
    await withScripts.getByText("Unpublished 1 playbook: drafts again, seen only in the admin.").waitFor();
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await withScripts.getByRole("button", { name: "Publish", exact: true }).click();
    await withScripts.getByText("Published 1 playbook: on the site now.").waitFor();
    expect(await box.isChecked()).toBe(false);
    expect(await publicStatus(COMMUNITY.slug)).toBe(200);
  });
});

describe.concurrent("publishing an import", () => {
  it("publishes every draft of an import in one go from its results", async ({ expect }) => {
    const page = await browser.page();
    await manager(page, "/admin/import");
    await waitForHydration(page);
    const fixtures = ["google-docs-export.html", "wordpress-post.html"].map((name) =>
      path.resolve("tests/fixtures/import", name),
    );
    await page.getByLabel("HTML files").setInputFiles(fixtures);
    await page.getByRole("button", { name: "Process All Files" }).click();
    await page.getByText("Batch Processing Complete").first().waitFor();
    await page.getByRole("link", { name: "Results" }).click();
    const slugs = ["pricing-your-ai-services-without-guesswork", "community-led-growth-for-solo-founders"];
    for (const slug of slugs) expect(await publicStatus(slug)).toBe(404);

    await page.getByRole("button", { name: "Publish all 2 drafts" }).click();
    await page.getByText("Published 2 playbooks of this import: on the site now.").waitFor();
    await expectNoAxeViolations(page);
    for (const slug of slugs) expect(await publicStatus(slug)).toBe(200);
    await page.goto(server.url("/catalog?q=solo+founders"));
    await page
      .getByRole("link", { name: /Community-Led Growth for Solo Founders/ })
      .first()
      .waitFor();
  });
});
