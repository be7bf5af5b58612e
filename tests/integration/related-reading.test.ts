import { describe, expect, it } from "vitest";
import { loader as overviewLoader } from "~/routes/catalog.$slug";
import { loader as partLoader } from "~/routes/catalog.$slug_.$partSlug";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase({ seeded: true });

interface Card {
  id: string;
  slug: string;
}
interface Reading {
  nextInSeries?: { series: { slug: string }; playbook: Card };
  related: Card[];
}

async function overviewReading(slug: string): Promise<Reading> {
  const page = await overviewLoader({
    request: new Request(`http://x/catalog/${slug}`),
    params: { slug },
    context: t.context,
  } as never);
  return page.reading;
}

async function partPage(slug: string, partSlug: string) {
  return partLoader({
    request: new Request(`http://x/catalog/${slug}/${partSlug}`),
    params: { slug, partSlug },
    context: t.context,
  } as never);
}

async function partSlugs(slug: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom("playbook_parts as pp")
    .innerJoin("playbooks as p", "p.id", "pp.playbook_id")
    .select("pp.slug")
    .where("p.slug", "=", slug)
    .orderBy("pp.position")
    .execute();
  return rows.map((row) => row.slug);
}

describe("related reading at the end of a playbook", () => {
  it("offers the next playbook of the series and three others, none of them twice or the one just read", async () => {
    const reading = await overviewReading("audience-fundamentals-ai-business-playbook");
    expect(reading.nextInSeries).toMatchObject({
      series: { slug: "baton-basics" },
      playbook: { slug: "tribe-fundamentals-ai-business-playbook" },
    });
    const slugs = reading.related.map((card) => card.slug);
    expect(slugs).toHaveLength(3);
    expect(new Set(slugs).size).toBe(3);
    expect(slugs).not.toContain("audience-fundamentals-ai-business-playbook");
    expect(slugs).not.toContain("tribe-fundamentals-ai-business-playbook");
  });

  it("chooses related playbooks that share its business areas", async () => {
    const reading = await overviewReading("newsletter-growth-with-ai");
    const areasOf = async (slug: string) =>
      (
        await t.db
          .selectFrom("playbook_tags as t")
          .innerJoin("playbooks as p", "p.id", "t.playbook_id")
          .select("t.value")
          .where("p.slug", "=", slug)
          .where("t.kind", "=", "business-area")
          .execute()
      ).map((row) => row.value);
    const own = new Set(await areasOf("newsletter-growth-with-ai"));
    for (const card of reading.related) {
      const shared = (await areasOf(card.slug)).filter((area) => own.has(area));
      expect(shared, card.slug).not.toHaveLength(0);
    }
  });

  it("has no next in series for a playbook in none, and leaves drafts out", async () => {
    const candidates = await overviewReading("newsletter-growth-with-ai");
    expect(candidates.nextInSeries).toBeUndefined();
    const hidden = candidates.related[0]!.slug;
    await t.db.updateTable("playbooks").set({ status: "draft" }).where("slug", "=", hidden).execute();
    const after = await overviewReading("newsletter-growth-with-ai");
    expect(after.related.map((card) => card.slug)).not.toContain(hidden);
    expect(after.related).toHaveLength(3);
  });

  it("ends the last part with it, and no other part", async () => {
    const parts = await partSlugs("ai-fundamentals");
    const last = await partPage("ai-fundamentals", parts.at(-1)!);
    expect(last.reading).toMatchObject({ nextInSeries: { playbook: { slug: "prompt-engineering-for-business" } } });
    expect(last.reading!.related).toHaveLength(3);
    const first = await partPage("ai-fundamentals", parts[0]!);
    expect(first.reading).toBeUndefined();
  });
});
