import { isStopWord, stem, wordsOf } from "./terms";

/**
 * Words the library uses together, mined from its own text: a reader asks in their words
 * ("forget", "made up"), a guide answers in its own ("context window", "hallucinations").
 * Two stems are related when the sections that hold one mostly hold the other too (Dice's
 * coefficient over sections, the association thesaurus of classic query expansion), so what
 * relates them is how the library writes, never a list written for the questions.
 */
export interface RelatedTerm {
  stem: string;
  /** The word as the library most often writes it (in the most sections). */
  word: string;
  /** Dice's coefficient of the two stems' sections, 0–1. */
  similarity: number;
}

export interface RelatedTerms {
  /** The stems most often found with this one, strongest first (empty for a stem the library rarely uses). */
  of(stem: string): readonly RelatedTerm[];
}

/** A stem in fewer sections than this tells nothing about what goes with it. */
const MIN_SECTIONS = 3;
/** A stem in more than this share of the sections goes with everything. */
const MAX_SECTION_SHARE = 0.1;
/** Related stems kept per stem, the least association that counts, and the least sections two stems share. */
const KEPT = 3;
const MIN_SIMILARITY = 0.2;
const MIN_SHARED = 2;

/** Mines the related terms of a body of texts (each a section: its titles, heading and text). */
export function mineRelatedTerms(texts: readonly string[]): RelatedTerms {
  const surfaces = new Map<string, Map<string, number>>();
  const sectionsOf = new Map<string, number[]>();
  const stemSets = texts.map((text, section) => {
    const stems = new Set<string>();
    for (const word of new Set(wordsOf(text))) {
      if (word.length < 3 || isStopWord(word) || /^\d+$/.test(word)) continue;
      const stemmed = stem(word);
      let forms = surfaces.get(stemmed);
      if (!forms) surfaces.set(stemmed, (forms = new Map()));
      forms.set(word, (forms.get(word) ?? 0) + 1);
      if (stems.has(stemmed)) continue;
      stems.add(stemmed);
      let list = sectionsOf.get(stemmed);
      if (!list) sectionsOf.set(stemmed, (list = []));
      list.push(section);
    }
    return stems;
  });
  const maxSections = Math.max(MIN_SECTIONS, texts.length * MAX_SECTION_SHARE);
  const telling = (item: string) => {
    const n = sectionsOf.get(item)?.length ?? 0;
    return n >= MIN_SECTIONS && n <= maxSections;
  };
  const surfaceOf = (item: string) =>
    [...(surfaces.get(item) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1])[0]?.[0] ?? item;

  const known = new Map<string, readonly RelatedTerm[]>();
  return {
    of(item) {
      const remembered = known.get(item);
      if (remembered) return remembered;
      const own = sectionsOf.get(item) ?? [];
      const shared = new Map<string, number>();
      if (telling(item))
        for (const section of own)
          for (const other of stemSets[section]!)
            if (other !== item && telling(other)) shared.set(other, (shared.get(other) ?? 0) + 1);
      const related = [...shared]
        .filter(([, n]) => n >= MIN_SHARED)
        .map(([other, n]) => ({ other, similarity: (2 * n) / (own.length + sectionsOf.get(other)!.length) }))
        .filter(({ similarity }) => similarity >= MIN_SIMILARITY)
        .sort((a, b) => b.similarity - a.similarity || a.other.localeCompare(b.other))
        .slice(0, KEPT)
        .map(({ other, similarity }) => ({ stem: other, word: surfaceOf(other), similarity }));
      known.set(item, related);
      return related;
    },
  };
}
