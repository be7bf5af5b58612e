import type { Kysely } from "kysely";
import type { ContentVersionReader } from "~/context";
import type { Database } from "~/db/schema";
import { withIndexPlan } from "~/modules/catalog/search/word-matches.server";
import type { Vocabulary } from "~/modules/catalog/search/typos";
import { libraryVocabulary } from "~/modules/catalog/search/vocabulary.server";
import { memoPerContentVersion } from "~/modules/content-memo/content-memo.server";
import { withMeaning } from "./embeddings/vectors";
import { rankSections, type QueryGroup, type RankedSection } from "./rank";
import type { RelatedTerm, RelatedTerms } from "./related-terms";
import { libraryRelatedTerms } from "./related-terms.server";
import { byTitles, shortlist, SHORTLIST } from "./shortlist";
import {
  COMMON_WORD_SECTIONS,
  readSections,
  readTitles,
  sectionCount,
  sectionsHoldingAll,
  termHits,
  type TermHits,
} from "./term-hits.server";
import { readCommonShares, termStatistics } from "./term-statistics.server";
import { contentWords, MAX_QUESTION_CHARS, MAX_QUESTION_TERMS, stem } from "./terms";
import { librarySpellings } from "./spelling";
import { phrasalMeanings, synonymsOf } from "./thesaurus";

/** Sections read and reranked per question: enough for the answer to be among them, few enough to read at once. */
const CANDIDATES = 40;
/** How much of each word's list is read when every word of the question is common (their counts come from the statistics). */
const COMMON_LISTED = 200;
/** Near spellings tried for a word the library does not have. */
const MAX_SPELLINGS = 3;
/** The shortest word checked against the vocabulary (which holds words from four letters). */
const MIN_CHECKED_WORD = 4;

export interface Retrieval {
  /** The question's words the library has, each with its forms and weight. */
  groups: QueryGroup[];
  /** Words of the question that occur nowhere in the library, in any spelling. */
  unknown: string[];
  /** The best sections, best first. */
  sections: RankedSection[];
  /** How many sections the library has (to weigh the words it lacks). */
  librarySections: number;
}

export interface RetrievalOptions {
  contentVersion?: ContentVersionReader;
  limit?: number;
  /** The sections closest in meaning to the question, best first (embeddings, when on), or undefined. */
  semantic?: (question: string) => Promise<number[] | undefined>;
}

const librarySize = memoPerContentVersion(sectionCount);
const commonShares = memoPerContentVersion(readCommonShares);

/**
 * The sections of the library that best answer a question (offline, on either engine):
 * each content word of the question (with its near spellings when the library does not have
 * it as typed, and the words the library uses beside it) is looked up in the section index;
 * sections are scored by the rarer words they hold, and the best are read and reranked
 * (rank.ts).
 */
export async function retrieveSections(
  db: Kysely<Database>,
  question: string,
  { contentVersion, limit = 10, semantic }: RetrievalOptions = {},
): Promise<Retrieval> {
  const words = questionWords(question.slice(0, MAX_QUESTION_CHARS));
  if (words.length === 0) return { groups: [], unknown: [], sections: [], librarySections: 0 };
  const bySense = semantic?.(question.slice(0, MAX_QUESTION_CHARS));
  const version = contentVersion ?? { current: () => undefined };
  const [vocabulary, total, relatedTerms] = await Promise.all([
    libraryVocabulary(db, contentVersion),
    librarySize({ db, contentVersion: version }),
    libraryRelatedTerms({ db, contentVersion: version }),
  ]);
  const asked = words.map((word) => ({ word, forms: formsOf(word, vocabulary) }));
  const { found: hits, together } = await lookUp(
    db,
    asked.map(({ forms }) => forms),
    commonShares({ db, contentVersion: version }),
  );
  const groups: QueryGroup[] = [];
  const groupHits: TermHits[] = [];
  const unknown: string[] = [];
  const askedStems = new Set(asked.flatMap(({ forms }) => forms.map(stem)));
  asked.forEach(({ word, forms }, index) => {
    const found = hits[index]!;
    if (found.count === 0) return void unknown.push(word);
    const df = Math.max(1, found.count);
    const stems = new Set(forms.map(stem));
    const related = relatedOf(stems, relatedTerms, askedStems);
    groups.push({ word, forms, stems, idf: Math.log(1 + Math.max(total, df) / df), related });
    groupHits.push(found);
  });
  const listed = shortlist(groups, groupHits, COMMON_WORD_SECTIONS, together);
  const titles = await readTitles(
    db,
    listed.map(({ id }) => id),
  );
  const lexical = byTitles(groups, listed, titles, CANDIDATES);
  const closest = (await bySense) ?? [];
  const candidates = await readSections(db, [...new Set([...lexical, ...closest])]);
  const ranked = rankSections(groups, candidates, question);
  return { groups, unknown, sections: withMeaning(ranked, lexical, closest).slice(0, limit), librarySections: total };
}

interface Found extends TermHits {
  /** How many sections hold the word: its list's length, or the engine's statistics for a word too common to list. */
  count: number;
}

/**
 * Each word's sections, looked up in one statement, except the words the engine's statistics
 * already know to be too common to find an answer by: they are only counted (their lists
 * would cost an index scan of a large part of the library, and the candidates are chosen by
 * the rarer words anyway). When the rarer words find nothing, the sections holding all the
 * common ones are looked up, and each common word's list only begins.
 */
async function lookUp(
  db: Kysely<Database>,
  terms: readonly (readonly string[])[],
  shares: ReturnType<typeof commonShares>,
): Promise<{ found: Found[]; together: number[] }> {
  const statistics = termStatistics(db, shares);
  const counts = await Promise.all(terms.map((forms) => statistics.sectionsHolding(forms)));
  const isCommon = counts.map((count) => count !== undefined && count > COMMON_WORD_SECTIONS);
  const rare = terms.filter((_, index) => !isCommon[index]);
  const common = terms.filter((_, index) => isCommon[index]);
  const rareHits = await termHits(db, rare);
  const rareFound = rareHits.some((hits) => hits.sections.length > 0);
  // Only when the rarer words found nothing are the common ones looked up: first the sections
  // holding them all, then, if those are too few, the first sections of each (through the
  // index: the planner would scan the table for one common word).
  const none = common.map((): TermHits => ({ sections: [], heads: [] }));
  const together = rareFound ? [] : await sectionsHoldingAll(db, common, SHORTLIST);
  const commonHits =
    rareFound || together.length >= CANDIDATES
      ? none
      : await withIndexPlan(db, (db) => termHits(db, common, COMMON_LISTED));
  let nextRare = 0;
  let nextCommon = 0;
  const found = terms.map((_, index) => {
    const own = isCommon[index] ? commonHits[nextCommon++]! : rareHits[nextRare++]!;
    const listedCount = own.sections.length > 0 ? own.sections.length : own.heads.length > 0 ? 1 : 0;
    return { ...own, count: Math.max(listedCount, counts[index] ?? 0) };
  });
  return { found, together };
}

/**
 * The words a question is searched by: what its phrasal verbs mean ("put up" → "raise", their
 * parts being stop words), then its content words, at most MAX_QUESTION_TERMS.
 */
function questionWords(question: string): string[] {
  return [...new Set([...phrasalMeanings(question), ...contentWords(question)])].slice(0, MAX_QUESTION_TERMS);
}

/**
 * The related words of a word's stems, most similar first, leaving out the question's own
 * words: the general thesaurus's synonyms and the words the library uses beside it.
 */
function relatedOf(stems: ReadonlySet<string>, terms: RelatedTerms, asked: ReadonlySet<string>): RelatedTerm[] {
  const related = [...stems].flatMap((item) => [...synonymsOf(item), ...terms.of(item)]);
  return related
    .filter((term, index) => !asked.has(term.stem) && related.findIndex((other) => other.stem === term.stem) === index)
    .sort((a, b) => b.similarity - a.similarity);
}

/** The word, or when the library lacks it its other spelling (British or American), or its near spellings. */
function formsOf(word: string, vocabulary: Vocabulary): string[] {
  const known = word.length < MIN_CHECKED_WORD || /\d/.test(word) || vocabulary.completionsOf(word)[0] === word;
  if (known) return [word];
  const respelt = librarySpellings(word, vocabulary);
  if (respelt.length > 0) return respelt.slice(0, MAX_SPELLINGS);
  const typos = word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
  const spellings = vocabulary.variantsOf(word, typos).slice(0, MAX_SPELLINGS);
  return spellings.length === 0 ? [word] : spellings;
}
