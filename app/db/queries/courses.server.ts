import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../schema";

export interface CourseInput {
  slug: string;
  title: string;
  description: string;
  icon: string;
  /** Playbook slugs in reading order; unknown slugs are skipped. */
  playbookSlugs: string[];
}

/** Creates or updates a series and replaces its ordered playbook list, in one transaction. */
export async function upsertCourse(db: Kysely<Database>, input: CourseInput, now: Date = new Date()): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const timestamp = now.toISOString();
    const existing = await trx.selectFrom("courses").select("id").where("slug", "=", input.slug).executeTakeFirst();
    const id = existing?.id ?? randomUUID();
    const columns = { title: input.title, description: input.description, icon: input.icon, updated_at: timestamp };
    if (existing) {
      await trx.updateTable("courses").set(columns).where("id", "=", id).execute();
      await trx.deleteFrom("course_playbooks").where("course_id", "=", id).execute();
    } else {
      await trx
        .insertInto("courses")
        .values({ id, slug: input.slug, ...columns, created_at: timestamp })
        .execute();
    }

    const playbooks =
      input.playbookSlugs.length === 0
        ? []
        : await trx.selectFrom("playbooks").select(["id", "slug"]).where("slug", "in", input.playbookSlugs).execute();
    const idBySlug = new Map(playbooks.map((row) => [row.slug, row.id]));
    const links = input.playbookSlugs
      .map((slug) => idBySlug.get(slug))
      .filter((playbookId): playbookId is string => playbookId !== undefined)
      .map((playbookId, index) => ({ course_id: id, playbook_id: playbookId, sequence: index + 1 }));
    if (links.length > 0) await trx.insertInto("course_playbooks").values(links).execute();
    return id;
  });
}
