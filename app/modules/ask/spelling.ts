import type { Vocabulary } from "~/modules/catalog/search/typos";
import { stem } from "./terms";

/**
 * British and American spellings of one word ("practising" / "practicing", "organise" /
 * "organize", "colour" / "color", "cancelled" / "canceled"): a reader writes one, a guide the
 * other, and neither the stemmer nor the typo tolerance (one or two letters, the first right)
 * always bridges them.
 */
const RESPELLINGS: readonly [from: RegExp, to: string][] = [
  [/^practis/, "practic"],
  [/^practic(?=e[sd]?$|ing$)/, "practis"],
  [/is(e|es|ed|ing|ation|ations|er|ers)$/, "iz$1"],
  [/iz(e|es|ed|ing|ation|ations|er|ers)$/, "is$1"],
  [/ys(e|es|ed|ing)$/, "yz$1"],
  [/yz(e|es|ed|ing)$/, "ys$1"],
  [/our(s|ed|ing|ful)?$/, "or$1"],
  [/([^aeiou])or(s|ed|ing|ful)?$/, "$1our$2"],
  [/tre(s)?$/, "ter$1"],
  [/ter(s)?$/, "tre$1"],
  [/([aeiou])ll(ed|ing|er|ers)$/, "$1l$2"],
  [/([aeiou])l(ed|ing|er|ers)$/, "$1ll$2"],
  [/ogue(s)?$/, "og$1"],
  [/ence$/, "ense"],
  [/ense$/, "ence"],
];

/** The word's other spellings, by the rules above. */
export function spellingVariants(word: string): string[] {
  const variants = RESPELLINGS.map(([from, to]) => word.replace(from, to)).filter((variant) => variant !== word);
  return [...new Set(variants)];
}

/** The word's other spellings whose stem the library has (as the engines stem it, they find the same sections). */
export function librarySpellings(word: string, vocabulary: Vocabulary): string[] {
  return spellingVariants(word).filter((variant) => {
    const stemmed = stem(variant);
    return vocabulary.completionsOf(stemmed).some((known) => stem(known) === stemmed);
  });
}
