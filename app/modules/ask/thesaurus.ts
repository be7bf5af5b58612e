import type { RelatedTerm } from "./related-terms";
import { stem, wordsOf } from "./terms";

/**
 * A small general English thesaurus: the everyday words a reader asks with beside the words
 * a written guide uses for the same thing ("check" / "verify", "staff" / "team", "first" /
 * "1"). It is general English, written without the library or the evaluation's questions in
 * view, so it relates words the library's own co-occurrences cannot (a library of a thousand
 * sections rarely holds a plain word and its formal twin together). Each line is one group of
 * words that mean the same in a how-to question; a word stands for another of its group at
 * SYNONYM_SIMILARITY, less than itself, as the mined related words do (related-terms.ts).
 */
const GROUPS = `
check verify confirm validate
test trial experiment
stop prevent avoid halt
start begin launch
finish complete end
fix repair solve resolve
mistake error
problem issue
choose pick select
price charge fee pricing
raise increase
lower reduce decrease
cheap inexpensive affordable
expensive costly
buy purchase
customer client buyer
staff team employees workers colleagues
company business firm organisation organization corporate
job role position
money revenue income cash
goal target objective aim
plan strategy roadmap
example sample
write draft
answer reply respond response
ask request
help support assist
learn study
teach train
beginner novice newcomer
expert specialist advanced experienced
nervous anxious worried afraid scared fear worry
frustrated annoyed upset
hire recruit
grow scale expand
measure track
result outcome
improve optimise optimize
copy duplicate imitate copycat mimic reuse
talk speak discuss
show demonstrate
find discover
keep retain
quit leave churn cancel
warning danger caution red
sign flag signal
tie draw
same identical equal
similar alike
different distinct
mixed diverse varied
often frequently
rule policy guideline
law legal regulation compliance
private confidential
safe secure
fake false invented fabricated
true accurate correct
wrong incorrect inaccurate
real genuine authentic
honest candid frank truth
first 1
second 2 two
third 3 three
fourth 4 four
fifth 5 five
audience readers followers
post publish
topic subject theme
website site
tool software app
chatbot bot assistant
task chore
process workflow procedure
summary summarise summarize recap
contract agreement
handover handoff
deliverable deliverables
worth value
spam spammy unsolicited
message dm
`;

/** How much a word of the thesaurus stands for another of its group (a mined relation rarely reaches it). */
export const SYNONYM_SIMILARITY = 0.7;

/**
 * Phrasal verbs whose parts are stop words or say nothing alone ("put up the price", "make
 * things up"), read as the one word that means the same; up to two words may stand between
 * the verb and its particle.
 */
const PHRASAL_VERBS: readonly [verbs: string, particle: string, meaning: string][] = [
  ["put puts putting", "up", "raise"],
  ["make makes made making", "up", "invent"],
  ["find finds found finding", "out", "discover"],
  ["give gives gave giving", "up", "quit"],
  ["set sets setting", "up", "configure"],
  ["figure figures figured figuring", "out", "understand"],
  ["sign signs signed signing", "up", "subscribe"],
  ["hand hands handed handing", "over", "handover"],
  ["hand hands handed handing", "off", "handover"],
  ["follow follows followed following", "up", "follow"],
  ["cut cuts cutting", "back", "reduce"],
  ["turn turns turned turning", "down", "decline"],
  ["back backs backed backing", "up", "backup"],
  ["roll rolls rolled rolling", "out", "rollout"],
  ["look looks looked looking", "after", "maintain"],
];
const PHRASAL_GAP = 2;

const synonyms = new Map<string, RelatedTerm[]>();
for (const line of GROUPS.trim().split("\n")) {
  const words = line.split(" ");
  for (const word of words) {
    const own = stem(word);
    const list = synonyms.get(own) ?? [];
    for (const other of words)
      if (stem(other) !== own && !list.some((term) => term.stem === stem(other)))
        list.push({ stem: stem(other), word: other, similarity: SYNONYM_SIMILARITY });
    synonyms.set(own, list);
  }
}

/** The thesaurus's words for a stem (empty when it has none). */
export const synonymsOf = (item: string): readonly RelatedTerm[] => synonyms.get(item) ?? [];

/** The words that the question's phrasal verbs mean ("make things up" → "invent"), in order, without repeats. */
export function phrasalMeanings(text: string): string[] {
  const words = wordsOf(text);
  const meanings = new Set<string>();
  words.forEach((word, at) => {
    for (const [verbs, particle, meaning] of PHRASAL_VERBS) {
      if (!verbs.split(" ").includes(word)) continue;
      if (words.slice(at + 1, at + 2 + PHRASAL_GAP).includes(particle)) meanings.add(meaning);
    }
  });
  return [...meanings];
}
