import { describe, expect, it } from "vitest";
import { loader as catchAllLoader } from "~/routes/$";
import { loader as seriesLoader } from "~/routes/series.$slug";
import { callRoute, dataOf, statusOf } from "../support/route-calls";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase({ seeded: true });
const ORIGIN = "https://playbooks.test";

type Popular = { popular: { slug: string; title: string }[] };
const notFound = (path: string) => callRoute(t.context, catchAllLoader, new Request(`${ORIGIN}${path}`));

describe("the Page not found screen", () => {
  it("offers the most visited playbooks of the last 30 days, topped up with the newest", async () => {
    const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const visits = (slug: string, visitors: number) => ({
      day,
      breakdown: "playbooks",
      key1: slug,
      key2: "",
      key3: "",
      events: visitors * 2,
      visitors,
      max_amount: null,
    });
    await t.db
      .insertInto("analytics_daily")
      .values([visits("pricing-ai-services", 40), visits("vibe-coding", 90), visits("no-such-playbook", 500)])
      .execute();
    const answer = await notFound("/an/old/address");
    expect(statusOf(answer)).toBe(404);
    const { popular } = dataOf<Popular>(answer);
    expect(popular).toHaveLength(4);
    expect(popular.slice(0, 2).map((playbook) => playbook.slug)).toEqual(["vibe-coding", "pricing-ai-services"]);
    expect(new Set(popular.map((playbook) => playbook.slug)).size).toBe(4);
  });

  it("is what a missing series answers too, with the same suggestions", async () => {
    const answer = await callRoute(t.context, seriesLoader, new Request(`${ORIGIN}/series/nope`), { slug: "nope" });
    expect(statusOf(answer)).toBe(404);
    expect(dataOf<Popular>(answer).popular).toHaveLength(4);
  });
});
