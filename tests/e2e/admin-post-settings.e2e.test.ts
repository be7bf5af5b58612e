import path from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminFileServer } from "../support/admin-server";
import { reuseAdminSession, signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, waitForHydration, withBrowser } from "../support/browser";
import { temporaryFolder } from "../support/temporary-folder";

reuseAdminSession();
const browser = withBrowser();
const server = adminFileServer();

const ENGINE = {
  slug: "ai-content-engine",
  title: "The AI Content Engine: A Repeatable System for Content That Sounds Like You",
};
const PRODUCTS = {
  slug: "ai-digital-products",
  title: "AI Digital Products: Build and Sell Prompt Packs, Templates, Mini-Courses and Assistants",
};

async function signIn(page: Page, next: string) {
  await signInAsAdmin(page, { origin: server.origin, next });
}

/** The public page's head as a visitor's browser gets it. */
async function publicHead(slug: string) {
  const html = await (await fetch(server.url(`/catalog/${slug}`))).text();
  const attribute = (pattern: RegExp) => html.match(pattern)?.[1]?.replaceAll("&amp;", "&");
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
    .find((data) => Array.isArray(data["@type"]));
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    ogImage: attribute(/<meta property="og:image" content="([^"]+)"/),
    twitterImage: attribute(/<meta name="twitter:image" content="([^"]+)"/),
    jsonLd,
  };
}

async function feedDateOf(slug: string) {
  const xml = await (await fetch(server.url("/rss.xml"))).text();
  const item = xml.split("<item>").find((chunk) => chunk.includes(`/catalog/${slug}</link>`));
  return item?.match(/<pubDate>([^<]+)<\/pubDate>/)?.[1];
}

describe("publishing with a chosen date", () => {
  it("publishes a playbook backdated from its publish dialog, and the feed and JSON-LD show that date", async () => {
    const page = await browser.page({ timezoneId: "UTC" });
    await signIn(page, `/admin/playbooks?q=${ENGINE.slug}`);
    await waitForHydration(page);

    await page.getByRole("link", { name: `Unpublish ${ENGINE.title}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Unpublish now" }).click();
    await page.getByText(`Unpublished: /catalog/${ENGINE.slug} is a draft again`).first().waitFor();
    expect(await feedDateOf(ENGINE.slug)).toBeUndefined();

    await page.getByRole("link", { name: `Publish ${ENGINE.title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Publish “${ENGINE.title}”` });
    await dialog.getByText(`Goes public at ${server.origin}/catalog/${ENGINE.slug}`).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Another date (backdate)").check();
    await dialog.getByLabel("Date shown").fill("2024-03-15T10:30:00");
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await page
      .getByText(`Published: /catalog/${ENGINE.slug} is on the site, dated 15 Mar 2024, 10:30 (UTC) in feeds.`)
      .first()
      .waitFor();

    expect(await feedDateOf(ENGINE.slug)).toBe("Fri, 15 Mar 2024 10:30:00 GMT");
    const { jsonLd } = await publicHead(ENGINE.slug);
    expect(jsonLd).toMatchObject({ datePublished: "2024-03-15T10:30:00.000Z" });
    expect(Date.parse(String(jsonLd?.dateModified))).toBeGreaterThanOrEqual(Date.parse("2024-03-15T10:30:00.000Z"));
  });

  it("confirms on a page of its own without scripts", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await signIn(page, `/admin/playbooks?q=${PRODUCTS.slug}`);
    await page.getByRole("link", { name: `Unpublish ${PRODUCTS.title}` }).click();
    await page.getByRole("heading", { level: 1, name: `Unpublish “${PRODUCTS.title}”` }).waitFor();
    await page.getByRole("button", { name: "Unpublish" }).click();
    await page.getByRole("status").getByText(`Unpublished: /catalog/${PRODUCTS.slug} is a draft again`).waitFor();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("status").getByText(`Published: /catalog/${PRODUCTS.slug} is on the site`).waitFor();
    await page.getByRole("link", { name: "Back" }).click();
    await page.getByRole("heading", { level: 1, name: "Playbook Manager" }).waitFor();
  });
});

describe("playbook settings", () => {
  it("sets a meta title and a social image that the page's head and the owner's preview show", async () => {
    const page = await browser.page();
    await signIn(page, `/admin/playbooks/${PRODUCTS.slug}/settings`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    // Until one is set, the share image is drawn from the title and category.
    const generated = (await publicHead(PRODUCTS.slug)).ogImage!;
    expect(generated).toMatch(/\/share-images\/[0-9a-f-]{36}\/[0-9a-f]{16}\.png$/);
    const drawn = await fetch(generated);
    expect(drawn.headers.get("Content-Type")).toBe("image/png");
    expect(await sharp(Buffer.from(await drawn.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });

    const metaTitle = "Sell Your First Prompt Pack This Month";
    await page.getByLabel("Meta title").fill(metaTitle);
    // The search preview and the count follow the typing.
    await expect.poll(() => page.locator("[data-preview=search-title]").innerText()).toBe(metaTitle);
    await page.getByText(`${metaTitle.length} of 60 characters.`).waitFor();
    await expect.poll(() => page.locator("[data-preview=card-title]").innerText()).toBe(metaTitle);

    const file = path.join(temporaryFolder("social"), "cover.png");
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#0f766e" } })
      .png()
      .toFile(file);
    await page.getByLabel("Upload").last().setInputFiles(file);
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Settings saved.").first().waitFor();
    await expectNoAxeViolations(page);

    const head = await publicHead(PRODUCTS.slug);
    expect(head.title).toBe(metaTitle);
    expect(head.ogImage).toMatch(/\/media\/share\/[0-9a-f-]{36}\/custom-[0-9a-f]{16}\.jpg$/);
    expect(head.twitterImage).toBe(head.ogImage);
    const image = await fetch(head.ogImage!);
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });

    // The owner's preview: its social-card view shows the same title and image.
    await page.goto(server.url(`/admin/playbooks/${PRODUCTS.slug}/preview`));
    await page.getByRole("link", { name: "Social card" }).click();
    await expect.poll(() => page.locator("[data-preview=card-title]").innerText()).toBe(metaTitle);
    expect(await page.locator("[data-preview=search-title]").innerText()).toBe(metaTitle);
    expect(await page.locator("[data-preview=card-image]").getAttribute("src")).toBe(new URL(head.ogImage!).pathname);
    await expectNoAxeViolations(page);

    // Mobile: the page itself, in a frame as wide as a phone.
    await page.getByRole("link", { name: "Mobile" }).click();
    const frame = page.frameLocator("iframe");
    await frame.getByRole("heading", { level: 1, name: PRODUCTS.title }).waitFor();
    expect(await page.locator("iframe").evaluate((element) => element.clientWidth)).toBe(390);
    expect(await frame.locator("html").evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("opens as a side panel from the playbook list, saves there, and stays on the list", async () => {
    const page = await browser.page();
    await signIn(page, `/admin/playbooks?q=${ENGINE.slug}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: `Settings of ${ENGINE.title}` }).click();
    const panel = page.getByRole("dialog", { name: `Settings of “${ENGINE.title}”` });
    await panel
      .getByLabel("Excerpt", { exact: true })
      .fill("A content system that keeps your voice: one idea, five formats, one hour a week.");
    await expectNoAxeViolations(page);
    await panel.getByRole("button", { name: "Save settings" }).click();
    await panel.getByText("Settings saved.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/playbooks");
    await panel.getByRole("button", { name: "Close the settings" }).click();
    await panel.waitFor({ state: "hidden" });
    const overview = await (await fetch(server.url(`/catalog/${ENGINE.slug}`))).text();
    expect(overview).toContain("one idea, five formats, one hour a week");
  });
});
