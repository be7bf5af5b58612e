import { describe, expect, it } from "vitest";
import type { PlaybookInput } from "~/db/playbook-input";
import { reuseAdminSession, signInAsAdmin } from "../support/admin-session";
import { expectNoAxeViolations, storeInServerDatabase, waitForHydration, withBrowser } from "../support/browser";
import { withImageServer } from "../support/image-server";

reuseAdminSession();
const browser = withBrowser();
const images = withImageServer({ "/chart.png": [900, 450] });

function brokenPlaybook(slug: string, html: string): PlaybookInput {
  return {
    slug,
    title: `Broken ${slug.replace(/-/g, " ")}`,
    description: "Stored before the repair tools existed.",
    content: {},
    aiCategories: ["ai-knowledge"],
    batonCategories: ["business"],
    businessAreas: [],
    tools: [],
    keywords: [],
    parts: [{ title: "Only part", slug: "only-part", html, wordCount: 40, headings: [], keywords: [] }],
  };
}

/** Writes the broken playbooks straight into this file's server database. */
function seedBrokenContent(): Promise<void> {
  return storeInServerDatabase([
    brokenPlaybook(
      "broken-embeds",
      '<p>Before the post.</p><p><a href="https://twitter.com/jack/status/20123456789">https://twitter.com/jack/status/20123456789</a></p>',
    ),
    brokenPlaybook(
      "broken-images",
      `<p>A chart hosted elsewhere:</p><p><img src="${images.url("/chart.png")}" alt="Revenue chart"></p><p><img src="images/lost.png" alt="Lost"></p>`,
    ),
  ]);
}

describe("repair tools on broken content", () => {
  it("embeds tweet links: debug changes nothing, test needs a real playbook, full run converts", async () => {
    await seedBrokenContent();
    const page = await browser.page();
    await signInAsAdmin(page, { next: "/admin/repair/twitter-embeds" });
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Debug" }).click();
    await page.getByRole("heading", { name: "Debug report" }).waitFor();
    expect(await page.getByText("Broken broken embeds (would convert)").count()).toBe(1);

    await page.getByLabel("Test playbook (slug)").fill("no-such-playbook");
    await page.getByRole("button", { name: "Run Test" }).click();
    await page.getByText("Test playbook not found.").first().waitFor();

    await page.getByLabel("Test playbook (slug)").fill("broken-embeds");
    await page.getByRole("button", { name: "Run Test" }).click();
    await page.getByText("Test Complete").first().waitFor();
    await page.getByRole("button", { name: "Full Run" }).click();
    await page.getByText("Full Run Complete").first().waitFor();
    await expectNoAxeViolations(page);

    await page.goto("/catalog/broken-embeds/only-part");
    await page.locator("blockquote.twitter-tweet").waitFor({ state: "attached" });
    expect(await page.locator('a[href="https://twitter.com/jack/status/20123456789"]').count()).toBe(1);
  });

  it("migrates an external image into storage and reports the one it cannot fix", async () => {
    const page = await browser.page();
    await signInAsAdmin(page, { next: "/admin/repair/images" });
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Start Migration" }).click();
    await page.getByText("Image migration completed successfully!").first().waitFor();
    await page.getByRole("heading", { name: "Migration finished" }).waitFor();
    expect(await page.locator("dl").innerText()).toMatch(/Fixed\s*1/);
    await page.getByText("images/lost.png: Not a web address: the image cannot be found.").waitFor();
    await expectNoAxeViolations(page);

    await page.goto("/catalog/broken-images/only-part");
    const chart = page.getByRole("img", { name: "Revenue chart" });
    expect(await chart.getAttribute("src")).toMatch(
      /^\/media\/playbooks\/broken-images\/chart-[0-9a-f]{10}-900\.webp$/,
    );
    expect(await chart.getAttribute("width")).toBe("900");
    expect(await chart.getAttribute("height")).toBe("450");
  });
});
