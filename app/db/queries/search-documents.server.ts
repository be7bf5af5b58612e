import { sql, type Kysely, type Transaction } from "kysely";
import { facetTokens, titleStartTokens, type FacetSource } from "../catalog-facets";
import { databaseKind } from "../dialect";
import { htmlSections } from "../html-text";
import { playbookReadingTime, type PlaybookInput } from "../playbook-input";
import type { Database, PlaybookSectionsTable } from "../schema";
import { vocabularyWords } from "../search-text";

/**
 * Enough text to find any real playbook by its body; the cap keeps a pathological import
 * within PostgreSQL's 1 MB tsvector limit.
 */
export const MAX_SEARCH_BODY_CHARS = 200_000;
/** A part with no headings is one section: still a passage to link to, within the same limit. */
const MAX_SECTION_CHARS = 50_000;
/**
 * A section's id is its search row's id times this, plus its position: the id alone tells
 * which playbook a passage belongs to, so ranking passages reads no table row.
 */
export const SECTION_ID_SPAN = 2 ** 20;
/** Far more than any guide has headings; a pathological import stops here. */
const MAX_SECTIONS = 2000;

type SearchSource = Pick<
  PlaybookInput,
  "title" | "description" | "aiCategories" | "batonCategories" | "businessAreas" | "tools"
> & { parts: readonly { title: string; slug: string; html: string | null; wordCount: number }[] };

/** One passage a search result can open: a part's text under one of its headings (the table's row). */
export type SearchSection = Omit<PlaybookSectionsTable, "section_id" | "doc_id">;

/** Every part cut at its h2 and h3 headings, in reading order, within the body's length cap. */
export function searchSections(parts: SearchSource["parts"]): SearchSection[] {
  const sections: SearchSection[] = [];
  let length = 0;
  for (const [index, part] of parts.entries()) {
    const cut = part.html ? htmlSections(part.html) : [];
    // The top of every part is a section, under the part's own title, even if only a heading follows.
    if (cut[0]?.anchor !== "") cut.unshift({ anchor: "", heading: part.title, text: "" });
    for (const section of cut) {
      if (length >= MAX_SEARCH_BODY_CHARS || sections.length >= MAX_SECTIONS) return sections;
      const body = section.text.slice(0, Math.min(MAX_SECTION_CHARS, MAX_SEARCH_BODY_CHARS - length));
      length += body.length + section.heading.length;
      sections.push({
        part_slug: part.slug,
        part_title: part.title,
        part_position: index + 1,
        anchor: section.anchor,
        heading: section.anchor ? section.heading : part.title,
        body,
        position: sections.length + 1,
      });
    }
  }
  return sections;
}

/** The playbook's searchable text: every section's heading (a part's title at its top) and text. */
function searchBody(sections: readonly SearchSection[]): string {
  return sections
    .flatMap((section) => [section.heading, section.body])
    .filter(Boolean)
    .join("\n")
    .slice(0, MAX_SEARCH_BODY_CHARS);
}

/** The search row's columns: the text to find playbooks by and the facets to filter them by. */
export function searchColumns(source: SearchSource, sections = searchSections(source.parts)) {
  const facets: FacetSource = { ...source, readingTimeMinutes: playbookReadingTime(source.parts) };
  return {
    title: source.title,
    description: source.description,
    body: searchBody(sections),
    facets: [...facetTokens(facets), ...titleStartTokens(source.title)].join(" "),
  };
}

/** The search row alone (migration 0010 fills the rows before sections and the vocabulary exist). */
async function writeSearchRow(
  db: Kysely<Database> | Transaction<Database>,
  playbookId: string,
  columns: ReturnType<typeof searchColumns>,
): Promise<number> {
  const { doc_id } = await db
    .insertInto("playbook_search")
    .values({ playbook_id: playbookId, ...columns })
    .onConflict((oc) => oc.column("playbook_id").doUpdateSet(columns))
    .returning("doc_id")
    .executeTakeFirstOrThrow();
  return doc_id;
}

/**
 * Stores the text and facets the search index is built from, the playbook's sections (the
 * passages a result links to) and its words in the vocabulary the typo tolerance corrects
 * to. Called by upsertPlaybook inside its transaction, so the index never disagrees with what
 * the reader shows or with the categories and tags the filters read.
 */
export async function writeSearchDocument(
  db: Kysely<Database> | Transaction<Database>,
  playbookId: string,
  source: SearchSource,
): Promise<void> {
  const sections = searchSections(source.parts);
  const columns = searchColumns(source, sections);
  const docId = await writeSearchRow(db, playbookId, columns);
  // Sections belong to the search row (deleting it deletes them): a playbook leaving the
  // catalog by any path leaves no passage behind.
  await db.deleteFrom("playbook_sections").where("doc_id", "=", docId).execute();
  if (sections.length > 0)
    await db
      .insertInto("playbook_sections")
      .values(
        sections.map((section) => ({
          section_id: docId * SECTION_ID_SPAN + section.position,
          doc_id: docId,
          ...section,
        })),
      )
      .execute();
  await addToVocabulary(db, vocabularyWords([columns.title, columns.description, columns.body]));
}

/**
 * Words only ever join the vocabulary: a word whose last playbook went costs nothing but a
 * near spelling that finds no playbook, and keeping counts would make every save rewrite
 * thousands of rows. Rebuilding the search rows starts it afresh.
 */
async function addToVocabulary(db: Kysely<Database>, words: readonly string[]): Promise<void> {
  if (words.length === 0) return;
  if (databaseKind(db) === "postgres") {
    await sql`INSERT INTO search_words (word) SELECT unnest(${words}::text[]) ON CONFLICT DO NOTHING`.execute(db);
  } else {
    await sql`INSERT OR IGNORE INTO search_words (word) SELECT value FROM json_each(${JSON.stringify(words)})`.execute(
      db,
    );
  }
}

/** Every word of the vocabulary. */
export async function readVocabulary(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("search_words").select("word").execute();
  return rows.map((row) => row.word);
}

/** Re-creates every playbook's search row, its sections and the vocabulary from the stored rows (migration 0032). */
export async function rebuildSearchDocuments(db: Kysely<Database>): Promise<number> {
  await db.deleteFrom("search_words").execute();
  return forEachPlaybook(db, async (playbookId, source) => writeSearchDocument(db, playbookId, source));
}

/**
 * Re-creates every playbook's search row only: migration 0010 runs it, before sections and
 * the vocabulary existed; it reads no column added after that migration.
 */
export async function rebuildSearchRows(db: Kysely<Database>): Promise<number> {
  return forEachPlaybook(db, async (playbookId, source) => {
    await writeSearchRow(db, playbookId, searchColumns(source));
  });
}

async function forEachPlaybook(
  db: Kysely<Database>,
  write: (playbookId: string, source: SearchSource) => Promise<void>,
): Promise<number> {
  // Oldest first: new search rows then get ids in the order playbooks were added, which a
  // very broad search shows newest first (modules/catalog/search/).
  const playbooks = await db.selectFrom("playbooks").select("id").orderBy("created_at").orderBy("id").execute();
  for (const playbook of playbooks) await write(playbook.id, await storedSearchSource(db, playbook.id));
  return playbooks.length;
}

/** Writes one stored playbook's search row, sections and words from its rows (a draft being published). */
export async function writeStoredSearchDocument(
  db: Kysely<Database> | Transaction<Database>,
  playbookId: string,
): Promise<void> {
  await writeSearchDocument(db, playbookId, await storedSearchSource(db, playbookId));
}

/** What the search index is built from, read from a stored playbook's row, parts and tags. */
async function storedSearchSource(
  db: Kysely<Database> | Transaction<Database>,
  playbookId: string,
): Promise<SearchSource> {
  const [playbook, parts, tags] = await Promise.all([
    db
      .selectFrom("playbooks")
      .select(["title", "description", "category", "baton_category"])
      .where("id", "=", playbookId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("playbook_parts")
      .select(["title", "slug", "html", "word_count as wordCount"])
      .where("playbook_id", "=", playbookId)
      .orderBy("position")
      .execute(),
    db.selectFrom("playbook_tags").select(["kind", "value"]).where("playbook_id", "=", playbookId).execute(),
  ]);
  const tagged = (kind: string, primary?: string | null) => [
    ...(primary ? [primary] : []),
    ...tags.filter((tag) => tag.kind === kind).map((tag) => tag.value),
  ];
  return {
    title: playbook.title,
    description: playbook.description,
    parts,
    aiCategories: tagged("ai-category", playbook.category),
    batonCategories: tagged("baton-category", playbook.baton_category),
    businessAreas: tagged("business-area"),
    tools: tagged("tool"),
  };
}
