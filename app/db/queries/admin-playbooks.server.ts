import { sql, type Kysely } from "kysely";
import type { Database, PlaybookStatus } from "../schema";
import { LIST_COLUMNS, withPartCounts, type PlaybookListItem } from "./playbook-list.server";
import { readPlaybookSnapshot, type PlaybookSnapshot } from "./playbook-snapshots.server";

/** `%`, `_` and the escape character itself match literally in the admin's search. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A playbook in the manager's list: its card and whether visitors can see it. */
export interface ManagedPlaybook extends PlaybookListItem {
  status: PlaybookStatus;
}

/**
 * The playbook manager's list: every playbook, drafts included, or those whose title,
 * description or slug contains the search term (case-insensitive), by category and then most
 * recently updated.
 */
export async function listManagedPlaybooks(db: Kysely<Database>, search = ""): Promise<ManagedPlaybook[]> {
  const term = search.trim();
  const rows = await db
    .selectFrom("playbooks as p")
    .select([...LIST_COLUMNS, "p.status"])
    .$if(term.length > 0, (query) =>
      query.where((eb) =>
        eb.or(
          (["p.title", "p.description", "p.slug"] as const).map(
            (column) => sql<boolean>`lower(${eb.ref(column)}) like ${containsPattern(term)} escape '\\'`,
          ),
        ),
      ),
    )
    .orderBy(sql`coalesce(p.category, '')`)
    .orderBy("p.updated_at", "desc")
    .orderBy("p.title")
    .execute();
  const items = await withPartCounts(db, rows);
  return items.map((item, index) => ({ ...item, status: rows[index]!.status }));
}

/** The whole stored playbook, for the editor. */
export async function findPlaybookSnapshotBySlug(
  db: Kysely<Database>,
  slug: string,
): Promise<PlaybookSnapshot | undefined> {
  const row = await db.selectFrom("playbooks").select("id").where("slug", "=", slug).executeTakeFirst();
  return row && readPlaybookSnapshot(db, row.id);
}

export interface CategoryAssignment {
  slug: string;
  title: string;
  aiCategories: string[];
  batonCategories: string[];
}

/** The category manager's page: the first `limit` playbooks by title with their categories, and the total. */
export async function listCategoryAssignments(
  db: Kysely<Database>,
  limit: number,
): Promise<{ playbooks: CategoryAssignment[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom("playbooks").select(["id", "slug", "title"]).orderBy("title").orderBy("slug").limit(limit).execute(),
    db
      .selectFrom("playbooks")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const tags =
    rows.length === 0
      ? []
      : await db
          .selectFrom("playbook_tags")
          .select(["playbook_id", "kind", "value"])
          .where(
            "playbook_id",
            "in",
            rows.map((row) => row.id),
          )
          .where("kind", "in", ["ai-category", "baton-category"])
          .execute();
  const valuesOf = (id: string, kind: string) =>
    tags
      .filter((tag) => tag.playbook_id === id && tag.kind === kind)
      .map((tag) => tag.value)
      .sort();
  return {
    playbooks: rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      aiCategories: valuesOf(row.id, "ai-category"),
      batonCategories: valuesOf(row.id, "baton-category"),
    })),
    total: Number(count.n),
  };
}
