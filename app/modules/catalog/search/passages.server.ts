import type { Kysely } from "kysely";
import { databaseKind } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { postgresBestSections } from "./postgres-passages.server";
import { matchedTerms, type SearchQuery } from "./query";
import { HIGHLIGHT_PARAM, type SearchPassage } from "./results";
import { matchedWords, snippetMaker } from "./snippet";
import { sqliteBestSections } from "./sqlite-passages.server";

/** A section of a playbook as the engines rank it for a search. */
export interface RankedSection {
  playbookId: string;
  partSlug: string;
  partTitle: string;
  /** The heading's id, "" for the top of the part. */
  anchor: string;
  heading: string;
  body: string;
}

/** Words highlighted on the page a passage opens: enough for any query, short enough for a URL. */
const MAX_HIGHLIGHTED_WORDS = 8;

/**
 * The best passages of each playbook for the query, best first, at most `perPlaybook` each: the
 * sections with the most (and rarest) of its words and phrases, a heading counting more than
 * the text. A playbook none of whose sections has any of them (it matched on its title, or by
 * a title word start) gets none.
 */
export async function bestPassages(
  db: Kysely<Database>,
  query: SearchQuery,
  playbooks: readonly { id: string; slug: string }[],
  perPlaybook: number,
): Promise<Map<string, SearchPassage[]>> {
  const passages = new Map<string, SearchPassage[]>();
  if (playbooks.length === 0 || perPlaybook === 0) return passages;
  const rank = databaseKind(db) === "postgres" ? postgresBestSections : sqliteBestSections;
  const sections = await rank(
    db,
    query,
    playbooks.map((playbook) => playbook.id),
    perPlaybook,
  );
  const slugs = new Map(playbooks.map((playbook) => [playbook.id, playbook.slug]));
  const terms = matchedTerms(query);
  const snippetOf = snippetMaker(terms);
  for (const section of sections) {
    const words = matchedWords(`${section.heading} ${section.body}`, terms, MAX_HIGHLIGHTED_WORDS);
    const passage: SearchPassage = {
      href: passageHref(slugs.get(section.playbookId)!, section, words),
      partTitle: section.partTitle,
      heading: section.heading,
      snippet: snippetOf(section.body),
    };
    passages.set(section.playbookId, [...(passages.get(section.playbookId) ?? []), passage]);
  }
  return passages;
}

function passageHref(slug: string, section: RankedSection, words: readonly string[]): string {
  const path = `/catalog/${encodeURIComponent(slug)}/${encodeURIComponent(section.partSlug)}`;
  const highlight = words.length > 0 ? `?${new URLSearchParams({ [HIGHLIGHT_PARAM]: words.join(" ") })}` : "";
  return `${path}${highlight}${section.anchor ? `#${encodeURIComponent(section.anchor)}` : ""}`;
}
