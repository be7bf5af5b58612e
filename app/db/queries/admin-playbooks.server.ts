import { sql, type Kysely } from "kysely";
import type { Database, PlaybookStatus } from "../schema";
import { LIST_COLUMNS, withPartCounts, type PlaybookListItem } from "./playbook-list.server";
import { readPlaybookSnapshot, type PlaybookSnapshot } from "./playbook-snapshots.server";

/** `%`, `_` and the escape character itself match literally in the admin's search. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A playbook in the manager's list: its card, whether visitors can see it, and any scheduled change. */
export interface ManagedPlaybook extends PlaybookListItem {
  status: PlaybookStatus;
  publishAt: string | null;
  unpublishAt: string | null;
}

/** The manager's filters: words in the title, description or slug, and which playbooks by state. */
export interface ManagerFilters {
  search: string;
  status: "all" | PlaybookStatus | "scheduled";
}

/** The playbooks the filters match (the manager's list, and "all matching" in its bulk actions). */
function matching(db: Kysely<Database>, { search, status }: ManagerFilters) {
  const term = search.trim();
  return db
    .selectFrom("playbooks as p")
    .$if(term.length > 0, (query) =>
      query.where((eb) =>
        eb.or(
          (["p.title", "p.description", "p.slug"] as const).map(
            (column) => sql<boolean>`lower(${eb.ref(column)}) like ${containsPattern(term)} escape '\\'`,
          ),
        ),
      ),
    )
    .$if(status === "draft" || status === "published", (query) =>
      query.where("p.status", "=", status as PlaybookStatus),
    )
    .$if(status === "scheduled", (query) =>
      query.where((eb) => eb.or([eb("p.publish_at", "is not", null), eb("p.unpublish_at", "is not", null)])),
    );
}

/**
 * A page of the playbook manager's list, by category and then most recently updated, and how
 * many match in all.
 */
export async function listManagedPlaybooks(
  db: Kysely<Database>,
  filters: ManagerFilters,
  page: { limit: number; offset: number },
): Promise<{ playbooks: ManagedPlaybook[]; total: number }> {
  const [rows, count] = await Promise.all([
    matching(db, filters)
      .select([...LIST_COLUMNS, "p.status", "p.publish_at", "p.unpublish_at"])
      .orderBy(sql`coalesce(p.category, '')`)
      .orderBy("p.updated_at", "desc")
      .orderBy("p.title")
      .orderBy("p.id")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    matching(db, filters)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const items = await withPartCounts(db, rows);
  const playbooks = items.map((item, index) => ({
    ...item,
    status: rows[index]!.status,
    publishAt: rows[index]!.publish_at,
    unpublishAt: rows[index]!.unpublish_at,
  }));
  return { playbooks, total: Number(count.n) };
}

/** Every playbook the filters match, for a bulk action on "all matching". */
export async function listMatchingTargets(
  db: Kysely<Database>,
  filters: ManagerFilters,
): Promise<{ id: string; slug: string; title: string; status: PlaybookStatus }[]> {
  return matching(db, filters).select(["p.id", "p.slug", "p.title", "p.status"]).execute();
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
