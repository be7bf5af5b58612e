import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { categoryMemberships } from "./category-membership.server";
import { partHasContent } from "./part-content.server";
import { PUBLIC } from "./playbook-list.server";

export interface SitemapPlaybook {
  slug: string;
  updatedAt: string;
  /** The date it shows as published (its lastmod is never earlier). */
  publishedAt: string | null;
  partSlugs: string[];
}

export interface SitemapContent {
  playbooks: SitemapPlaybook[];
  series: { slug: string; updatedAt: string }[];
  /** The newest update among each category's playbooks. */
  categoryUpdatedAt: Map<string, string>;
  /** The newest publication date among each category's playbooks. */
  categoryPublishedAt: Map<string, string>;
}

/** Everything the sitemap lists from the database (published playbooks only), in four queries whatever the size. */
export async function readSitemapContent(db: Kysely<Database>): Promise<SitemapContent> {
  const [playbooks, parts, series, categories] = await Promise.all([
    db
      .selectFrom("playbooks")
      .select(["id", "slug", "updated_at", "published_at"])
      .where("status", "=", PUBLIC)
      .orderBy("slug")
      .execute(),
    db
      .selectFrom("playbook_parts")
      .select(["playbook_id", "slug"])
      .where(partHasContent("playbook_parts"))
      .orderBy("playbook_id")
      .orderBy("position")
      .execute(),
    db.selectFrom("series").select(["slug", "updated_at"]).orderBy("slug").execute(),
    db
      .selectFrom(categoryMemberships(db).as("m"))
      .innerJoin("playbooks as p", "p.id", "m.playbook_id")
      .where("p.status", "=", PUBLIC)
      .select((eb) => [
        "m.category_id",
        eb.fn.max("p.updated_at").as("updated_at"),
        eb.fn.max("p.published_at").as("published_at"),
      ])
      .groupBy("m.category_id")
      .execute(),
  ]);
  const partsByPlaybook = new Map<string, string[]>();
  for (const part of parts) {
    const slugs = partsByPlaybook.get(part.playbook_id) ?? [];
    slugs.push(part.slug);
    partsByPlaybook.set(part.playbook_id, slugs);
  }
  return {
    playbooks: playbooks.map((row) => ({
      slug: row.slug,
      updatedAt: row.updated_at,
      publishedAt: row.published_at,
      partSlugs: partsByPlaybook.get(row.id) ?? [],
    })),
    series: series.map((row) => ({ slug: row.slug, updatedAt: row.updated_at })),
    categoryUpdatedAt: new Map(categories.map((row) => [row.category_id, String(row.updated_at)])),
    categoryPublishedAt: new Map(
      categories.flatMap((row) => (row.published_at === null ? [] : [[row.category_id, String(row.published_at)]])),
    ),
  };
}
