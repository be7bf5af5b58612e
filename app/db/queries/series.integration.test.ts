import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/support/test-database";
import { findPlaybookIdBySlug } from "./playbooks.server";
import { findSeries, findSeriesPosition, listSeries } from "./series.server";

const t = withTestDatabase({ seeded: true });

describe("series", () => {
  it("lists every series with its playbook count", async () => {
    expect((await listSeries(t.db)).map((series) => [series.slug, series.playbookCount])).toEqual([
      ["ai-summer-camp", 4],
      ["baton-basics", 5],
      ["build-with-ai", 3],
    ]);
  });

  it("reads a series' playbooks in order, or nothing for an unknown slug", async () => {
    const series = await findSeries(t.db, "build-with-ai");
    expect(series?.playbooks.map((playbook) => playbook.slug)).toEqual([
      "vibe-coding",
      "no-code-ai-automations",
      "automation-business",
    ]);
    expect(series?.playbooks[0]?.partCount).toBe(5);
    expect(await findSeries(t.db, "nope")).toBeUndefined();
  });

  it("places a playbook in its series with its neighbours", async () => {
    const id = await findPlaybookIdBySlug(t.db, "no-code-ai-automations");
    expect(await findSeriesPosition(t.db, id!)).toEqual({
      series: { slug: "build-with-ai", title: "Build with AI" },
      position: 2,
      total: 3,
      previous: { slug: "vibe-coding", title: expect.stringContaining("Vibe Coding") },
      next: { slug: "automation-business", title: expect.stringContaining("Automation Business") },
    });
    const loner = await findPlaybookIdBySlug(t.db, "pricing-ai-services");
    expect(await findSeriesPosition(t.db, loner!)).toBeUndefined();
  });
});
