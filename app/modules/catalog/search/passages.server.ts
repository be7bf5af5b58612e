import type { Kysely } from "kysely";
import { databaseKind } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { SECTION_ID_SPAN } from "~/db/queries/search-documents.server";
import { postgresSectionHits } from "./postgres-passages.server";
import { clauseTerms, matchedTerms, type ClauseTerms, type SearchQuery } from "./query";
import { HIGHLIGHT_PARAM, type SearchPassage } from "./results";
import { matchedWordsFinder, snippetMaker, termsFinder } from "./snippet";
import { sqliteSectionHits } from "./sqlite-passages.server";

/**
 * The sections of some playbooks that have any of a query's words or phrases (its clauses, in
 * the order of clauseTerms), with which clauses each has in its heading or text, as the
 * engine's index tells.
 */
export interface SectionHits {
  /** The playbooks' search row ids, to their playbook ids. */
  docs: Map<number, string>;
  hits: SectionHit[];
}

export interface SectionHit {
  sectionId: number;
  heading: string;
  inText: readonly boolean[];
}

/** A heading holding a word says the section is about it: it counts this much more than the text. */
const HEADING_WEIGHT = 2;

/** Words highlighted on the page a passage opens: enough for any query, short enough for a URL. */
const MAX_HIGHLIGHTED_WORDS = 8;

/**
 * The best passages of each playbook for the query, best first, at most `perPlaybook` each: the
 * sections holding the most of its words and phrases, the rarer ones (among these playbooks'
 * sections) weighing more and a heading more than the text, and of equals the first in
 * reading order. A playbook none of whose sections has any of them (it matched on its title,
 * or by a title word start) gets none.
 */
export async function bestPassages(
  db: Kysely<Database>,
  query: SearchQuery,
  playbooks: readonly { id: string; slug: string }[],
  perPlaybook: number,
): Promise<Map<string, SearchPassage[]>> {
  const passages = new Map<string, SearchPassage[]>();
  if (playbooks.length === 0 || perPlaybook === 0) return passages;
  const hitsOf = databaseKind(db) === "postgres" ? postgresSectionHits : sqliteSectionHits;
  const found = await hitsOf(
    db,
    query,
    playbooks.map((playbook) => playbook.id),
  );
  const chosen = bestOfEach(found.hits, clauseTerms(query), perPlaybook);
  if (chosen.length === 0) return passages;
  const rows = await db
    .selectFrom("playbook_sections")
    .select(["section_id", "doc_id", "part_slug", "part_title", "anchor", "heading", "body"])
    .where("section_id", "in", chosen)
    .execute();
  const byId = new Map(rows.map((row) => [row.section_id, row]));
  const slugs = new Map(playbooks.map((playbook) => [playbook.id, playbook.slug]));
  const terms = matchedTerms(query);
  const snippetOf = snippetMaker(terms);
  const matchedWords = matchedWordsFinder(terms);
  for (const id of chosen) {
    const section = byId.get(id);
    const playbookId = section && found.docs.get(section.doc_id);
    if (!section || !playbookId) continue;
    const words = matchedWords(`${section.heading} ${section.body}`, MAX_HIGHLIGHTED_WORDS);
    const passage: SearchPassage = {
      href: passageHref(slugs.get(playbookId)!, section, words),
      partTitle: section.part_title,
      heading: section.heading,
      snippet: snippetOf(section.body),
    };
    passages.set(playbookId, [...(passages.get(playbookId) ?? []), passage]);
  }
  return passages;
}

/** The ids of each playbook's best sections, playbook after playbook, best first. */
export function bestOfEach(
  hits: readonly SectionHit[],
  clauses: readonly ClauseTerms[],
  perPlaybook: number,
): number[] {
  // A clause in fewer of these sections tells more about the ones that have it.
  const weights = clauses.map((_, clause) => {
    const having = hits.filter((hit) => hit.inText[clause]).length;
    return Math.log(1 + hits.length / Math.max(1, having));
  });
  // In the heading, the section is about it.
  const inHeading = clauses.map(({ terms, every }) => termsFinder(terms, every));
  const scored = hits.map((hit) => ({
    id: hit.sectionId,
    playbook: Math.floor(hit.sectionId / SECTION_ID_SPAN),
    score: clauses.reduce((sum, _, clause) => {
      if (!hit.inText[clause]) return sum;
      return sum + weights[clause]! * (inHeading[clause]!(hit.heading) ? 1 + HEADING_WEIGHT : 1);
    }, 0),
  }));
  scored.sort((a, b) => a.playbook - b.playbook || b.score - a.score || a.id - b.id);
  const taken = new Map<number, number>();
  return scored
    .filter((section) => {
      const count = taken.get(section.playbook) ?? 0;
      taken.set(section.playbook, count + 1);
      return count < perPlaybook;
    })
    .map((section) => section.id);
}

function passageHref(slug: string, section: { part_slug: string; anchor: string }, words: readonly string[]): string {
  const path = `/catalog/${encodeURIComponent(slug)}/${encodeURIComponent(section.part_slug)}`;
  const highlight = words.length > 0 ? `?${new URLSearchParams({ [HIGHLIGHT_PARAM]: words.join(" ") })}` : "";
  return `${path}${highlight}${section.anchor ? `#${encodeURIComponent(section.anchor)}` : ""}`;
}
