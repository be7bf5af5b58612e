import type { Kysely } from "kysely";
import { readPostSettings, type StoredPostSettings } from "../post-settings";
import type { Database, PlaybookStatus } from "../schema";

/** What a playbook's share image and head are made from. */
export interface SharingSubject {
  id: string;
  slug: string;
  title: string;
  category: string | null;
  status: PlaybookStatus;
  settings: StoredPostSettings;
}

/** A playbook by its id or its slug, draft or not; undefined when there is none. */
export async function findSharingSubject(
  db: Kysely<Database>,
  by: { id: string } | { slug: string },
): Promise<SharingSubject | undefined> {
  const row = await db
    .selectFrom("playbooks")
    .select(["id", "slug", "title", "category", "status", "content"])
    .$if("id" in by, (query) => query.where("id", "=", (by as { id: string }).id))
    .$if("slug" in by, (query) => query.where("slug", "=", (by as { slug: string }).slug))
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      slug: row.slug,
      title: row.title,
      category: row.category,
      status: row.status,
      settings: readPostSettings(row.content),
    }
  );
}
