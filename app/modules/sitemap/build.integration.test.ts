import { describe, expect, it } from "vitest";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { ALL_CATEGORIES } from "~/modules/catalog/categories";
import { TOOL_DEFINITIONS } from "~/modules/tools/definitions";
import { DEMO_PLAYBOOK_COUNT } from "../../../tests/support/demo-library";
import { expectValidUrlSet } from "../../../tests/support/sitemap-schema";
import { testPlaybook } from "../../../tests/support/playbooks";
import { withTestDatabase } from "../../../tests/support/test-database";
import { buildSitemap } from "./build.server";

const t = withTestDatabase({ seeded: true });
const SITE = "https://playbooks.test";

describe("buildSitemap", () => {
  it("lists every public page, category, series, tool, playbook and part, and nothing from the admin area", async () => {
    const { xml, entries, chunks } = await buildSitemap(t.db, SITE);
    expectValidUrlSet(xml);
    expect(chunks).toEqual([]);
    const locs = entries.map((entry) => entry.loc.replace(SITE, ""));
    expect(locs.slice(0, 2)).toEqual(["/", "/catalog"]);
    for (const category of ALL_CATEGORIES) expect(locs).toContain(`/categories/${category.id}`);
    for (const series of ["ai-summer-camp", "baton-basics", "build-with-ai"])
      expect(locs).toContain(`/series/${series}`);
    expect(locs.some((loc) => loc.startsWith("/courses/"))).toBe(false);
    for (const tool of TOOL_DEFINITIONS) expect(locs).toContain(tool.route);
    expect(locs).toContain("/tools");
    expect(locs.filter((loc) => /^\/catalog\/[^/]+$/.test(loc))).toHaveLength(DEMO_PLAYBOOK_COUNT);
    expect(locs.filter((loc) => /^\/catalog\/[^/]+\/[^/]+$/.test(loc))).toHaveLength(DEMO_PLAYBOOK_COUNT * 5);
    expect(locs).toContain("/catalog/ai-fundamentals/what-generative-ai-really-is");
    expect(locs.some((loc) => loc.startsWith("/admin"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("dates each page by the content's updated_at", async () => {
    const saved = new Date("2030-05-06T07:08:09.000Z");
    await upsertPlaybook(t.db, testPlaybook({ slug: "fresh", aiCategories: ["ai-building"] }), saved);
    const { entries } = await buildSitemap(t.db, SITE);
    const lastmod = (path: string) => entries.find((entry) => entry.loc === `${SITE}${path}`)?.lastmod;
    expect(lastmod("/catalog/fresh")).toBe(saved.toISOString());
    expect(lastmod("/catalog/fresh/step-1")).toBe(saved.toISOString());
    expect(lastmod("/categories/ai-building")).toBe(saved.toISOString());
    expect(lastmod("/")).toBe(saved.toISOString());
    expect(lastmod("/categories/ai-knowledge")).not.toBe(saved.toISOString());
  });
});
