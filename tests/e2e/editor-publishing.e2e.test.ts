import path from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminFileServer } from "../support/admin-server";
import { reuseAdminSession, signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, withBrowser } from "../support/browser";
import { openEditorPage, saveInEditor } from "../support/editor-page";
import { temporaryFolder } from "../support/temporary-folder";

reuseAdminSession();
const browser = withBrowser();
const server = adminFileServer();

const RESEARCH = {
  slug: "customer-research-with-ai",
  title: "Customer Research With AI: Surveys, Interviews and Review Mining That Lead to Decisions",
};
const NEWSLETTER = {
  slug: "newsletter-growth-with-ai",
  title: "Newsletter Growth with AI: Build a Beehiiv Newsletter People Forward",
};

/** The public page as a visitor's browser gets it: its text, title, share image and JSON-LD. */
async function publicPage(slug: string) {
  const html = await (await fetch(server.url(`/catalog/${slug}`))).text();
  const attribute = (pattern: RegExp) => html.match(pattern)?.[1]?.replaceAll("&amp;", "&");
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
    .find((data) => Array.isArray(data["@type"]));
  return {
    html,
    title: attribute(/<title>([^<]*)<\/title>/),
    ogImage: attribute(/<meta property="og:image" content="([^"]+)"/),
    jsonLd,
  };
}

async function feedDateOf(slug: string) {
  const xml = await (await fetch(server.url("/rss.xml"))).text();
  const item = xml.split("<item>").find((chunk) => chunk.includes(`/catalog/${slug}</link>`));
  return item?.match(/<pubDate>([^<]+)<\/pubDate>/)?.[1];
}

/** The reading page of the first part the overview links to. */
async function firstPartText(overview: string, slug: string) {
  const href = overview.match(new RegExp(`href="(/catalog/${slug}/[^"#?]+)"`))?.[1];
  expect(href).toBeDefined();
  return (await fetch(server.url(href!))).text();
}

/** Types at the end of part 1, as a writer carrying on would. */
async function typeInPartOne(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Part 1 content", exact: true }).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

const topBar = (page: Page) => page.getByRole("banner");

/**
 * Waits until the open editor has asked the server again whether its playbook was saved
 * elsewhere (useSavedElsewhere polls /saved every 5 s), with a request sent from now on, and has
 * read the answer.
 */
async function savedElsewhereCheck(page: Page): Promise<void> {
  const request = await page.waitForRequest((sent) => {
    const url = new URL(sent.url());
    return /^\/admin\/playbooks\/[^/]+\/saved$/.test(url.pathname) && !url.searchParams.has("compare");
  });
  await (await request.response())?.finished();
  // The answer's JSON is read and rendered on the next frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe("publishing from the editor", () => {
  it(
    "unpublishes, then publishes backdated from the top bar, and the feed and JSON-LD show that date",
    { timeout: 180_000 },
    async () => {
      const page = await browser.page({ timezoneId: "UTC" });
      await openEditorPage(page, RESEARCH.slug, { origin: server.origin });
      await topBar(page).getByText("Published", { exact: true }).waitFor();

      await topBar(page)
        .getByRole("link", { name: `Unpublish ${RESEARCH.title}` })
        .click();
      const down = page.getByRole("dialog", { name: `Unpublish “${RESEARCH.title}”` });
      await down.getByRole("button", { name: "Unpublish now" }).click();
      await page.getByText(`Unpublished: /catalog/${RESEARCH.slug} is a draft again`).first().waitFor();
      await topBar(page).getByText("Draft", { exact: true }).waitFor();
      expect(await feedDateOf(RESEARCH.slug)).toBeUndefined();

      // Text typed but not saved: the confirmation says the saved version is what goes public.
      const sentence = " Read the one-star reviews of your competitors first.";
      await typeInPartOne(page, sentence);
      const publish = topBar(page).getByRole("link", { name: `Publish ${RESEARCH.title}` });
      await publish.click();
      const dialog = page.getByRole("dialog", { name: `Publish “${RESEARCH.title}”` });
      await dialog.getByRole("note").getByText("Your latest changes are not saved yet").waitFor();
      await dialog.getByRole("button", { name: "Close" }).click();
      await saveInEditor(page);

      // Saved: the summary says which parts, which address, and the date feeds will show.
      await publish.click();
      await dialog.getByText(`Goes public at ${server.origin}/catalog/${RESEARCH.slug}`).waitFor();
      await dialog.getByText(/^\d+ parts, [\d,]+ words$/).waitFor();
      expect(await dialog.getByRole("note").count()).toBe(0);
      await expectNoAxeViolations(page);
      await dialog.getByLabel("Another date (backdate)").check();
      await dialog.getByLabel("Date shown").fill("2024-03-15T10:30:00");
      await dialog.getByRole("button", { name: "Publish now" }).click();
      await page
        .getByText(`Published: /catalog/${RESEARCH.slug} is on the site, dated 15 Mar 2024, 10:30 (UTC) in feeds.`)
        .first()
        .waitFor();
      await dialog.waitFor({ state: "detached" });
      await topBar(page).getByText("Published", { exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/admin/playbooks/${RESEARCH.slug}/edit`);

      expect(await feedDateOf(RESEARCH.slug)).toBe("Fri, 15 Mar 2024 10:30:00 GMT");
      const visitor = await publicPage(RESEARCH.slug);
      expect(visitor.jsonLd).toMatchObject({ datePublished: "2024-03-15T10:30:00.000Z" });
      expect(await firstPartText(visitor.html, RESEARCH.slug)).toContain(sentence.trim());
      await topBar(page)
        .getByRole("link", { name: `Unpublish ${RESEARCH.title}` })
        .waitFor();
    },
  );

  it("before scripts load, Publish and Settings are pages of their own that lead back to the editor", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await signInAsAdmin(page, { origin: server.origin, next: "/admin/playbooks" });
    await page.goto(server.url(`/admin/playbooks/${RESEARCH.slug}/edit`));
    await topBar(page)
      .getByRole("link", { name: `Unpublish ${RESEARCH.title}` })
      .click();
    await page.getByRole("heading", { level: 1, name: `Unpublish “${RESEARCH.title}”` }).waitFor();
    await page.getByRole("button", { name: "Unpublish" }).click();
    await page.getByRole("status").getByText(`Unpublished: /catalog/${RESEARCH.slug} is a draft again`).waitFor();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("status").getByText(`Published: /catalog/${RESEARCH.slug} is on the site`).waitFor();
    await page.getByRole("link", { name: "Back" }).click();
    expect(new URL(page.url()).pathname).toBe(`/admin/playbooks/${RESEARCH.slug}/edit`);

    await topBar(page)
      .getByRole("link", { name: `Settings of ${RESEARCH.title}` })
      .click();
    await page.getByRole("heading", { level: 1, name: "Playbook settings" }).waitFor();
    await page.getByRole("link", { name: "Edit text" }).click();
    expect(new URL(page.url()).pathname).toBe(`/admin/playbooks/${RESEARCH.slug}/edit`);
  });
});

describe("the settings panel of the editor", () => {
  it(
    "sets a meta title and a social image, moves the playbook, and the editor's next save is no conflict",
    { timeout: 180_000 },
    async () => {
      const page = await browser.page();
      await openEditorPage(page, NEWSLETTER.slug, { origin: server.origin });
      const sentence = " Ask every new subscriber one question in the welcome e-mail.";
      await typeInPartOne(page, sentence);

      await topBar(page)
        .getByRole("link", { name: `Settings of ${NEWSLETTER.title}` })
        .click();
      const panel = page.getByRole("dialog", { name: `Settings of “${NEWSLETTER.title}”` });
      const metaTitle = "Grow a Newsletter Readers Forward";
      await panel.getByLabel("Meta title").fill(metaTitle);
      await expect.poll(() => panel.locator("[data-preview=search-title]").innerText()).toBe(metaTitle);
      await panel
        .getByLabel("Excerpt", { exact: true })
        .fill("A newsletter people forward, grown one question at a time.");
      const moved = "newsletter-people-forward";
      await panel.getByLabel("URL slug").fill(moved);
      const file = path.join(temporaryFolder("social"), "cover.png");
      await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#7c3aed" } })
        .png()
        .toFile(file);
      await panel.getByLabel("Upload").last().setInputFiles(file);
      await expectNoAxeViolations(page);
      await panel.getByRole("button", { name: "Save settings" }).click();
      await page.getByText(`Settings saved. Its address is now /catalog/${moved}`).first().waitFor({ timeout: 60_000 });

      // The editor follows the playbook to its new address and keeps the typed text.
      await page.waitForURL(`**/admin/playbooks/${moved}/edit`);
      await panel.getByLabel("Meta title").waitFor();
      expect(await panel.getByLabel("Meta title").inputValue()).toBe(metaTitle);
      await panel.getByRole("button", { name: "Close the settings" }).click();
      await panel.waitFor({ state: "hidden" });
      await page.getByRole("textbox", { name: "Part 1 content", exact: true }).getByText(sentence.trim()).waitFor();

      // Its base is the settings' version: no "saved elsewhere" once the editor has asked the
      // server again (it asks every 5 s), and Save goes through.
      await savedElsewhereCheck(page);
      expect(await page.getByText(/^Saved in another tab or session/).count()).toBe(0);
      await saveInEditor(page);

      const visitor = await publicPage(moved);
      expect(visitor.title).toBe(metaTitle);
      expect(visitor.ogImage).toMatch(/\/media\/share\/[0-9a-f-]{36}\/custom-[0-9a-f]{16}\.jpg$/);
      expect(visitor.html).toContain("grown one question at a time");
      expect(await firstPartText(visitor.html, moved)).toContain(sentence.trim());
      expect((await fetch(server.url(`/catalog/${NEWSLETTER.slug}`), { redirect: "manual" })).status).toBe(301);

      // The owner's preview shows the same title and image in its social card.
      await page.goto(server.url(`/admin/playbooks/${moved}/preview`));
      await page.getByRole("link", { name: "Social card" }).click();
      await expect.poll(() => page.locator("[data-preview=card-title]").innerText()).toBe(metaTitle);
      expect(await page.locator("[data-preview=card-image]").getAttribute("src")).toBe(
        new URL(visitor.ogImage!).pathname,
      );
    },
  );
});
