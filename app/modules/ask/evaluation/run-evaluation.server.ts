import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { checkCitation } from "../citations";
import type { AskAnswer } from "../contract";
import { wordsOf } from "../terms";
import { mean, ndcgAt, percentileOf, recallAt, reciprocalRankAt } from "./metrics";
import { FRESH_ANSWERABLE, FRESH_OUT_OF_SCOPE } from "./fresh-questions";
import { ADVERSARIAL, ANSWERABLE, OUT_OF_SCOPE } from "./questions";

/** One question put to Ask: its answer and the sections retrieved, best first, as `slug/part#anchor`. */
export interface Asked {
  answer: AskAnswer;
  ranked: string[];
}

export type Asker = (question: string) => Promise<Asked>;

export interface EvaluationFigures {
  /** Answerable questions whose section is among the first five retrieved, as a share. */
  recallAt5: number;
  mrrAt10: number;
  ndcgAt10: number;
  /** Cited links whose page and section exist. */
  citedLinksOpen: number;
  /** Citations that open, quote a sentence of that section, and whose section supports the claim. */
  citationAccuracy: number;
  /** Out-of-scope questions answered "not in the library". */
  refusalRate: number;
  nearMissRefusalRate: number;
  /** Answerable questions answered "not in the library". */
  falseRefusals: number;
  /** Adversarial inputs answered safely (no HTML, no supplied link, only checked citations). */
  adversarialSafe: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  counts: { answerable: number; outOfScope: number; adversarial: number; citations: number };
}

export interface Evaluation {
  all: EvaluationFigures;
  dev: EvaluationFigures;
  heldOut: EvaluationFigures;
  /** The second held-out set (fresh-questions.ts), apart from the whole set and the baseline. */
  fresh: EvaluationFigures;
  /** Answerable questions of the tuning split whose section was not in the first five, to look at (never the held-out ones). */
  misses: { question: string; expected: readonly string[]; got: string[] }[];
  /** Answerable questions of the tuning split answered "not in the library" (never the held-out ones). */
  falselyRefused: { question: string; expected: readonly string[]; got: string[] }[];
  wronglyAnswered: { question: string; status: string }[];
}

/** Every third answerable question is held out: never read while tuning, reported on its own. */
export const isHeldOut = (index: number) => index % 3 === 2;

interface SectionText {
  key: string;
  heading: string;
  body: string;
}

/** Every section of the library by `slug/part#anchor`. */
async function librarySections(db: Kysely<Database>): Promise<Map<string, SectionText>> {
  const rows = await db
    .selectFrom("playbook_sections as x")
    .innerJoin("playbook_search as s", "s.doc_id", "x.doc_id")
    .innerJoin("playbooks as p", "p.id", "s.playbook_id")
    .select(["p.slug", "x.part_slug", "x.anchor", "x.heading", "x.body"])
    .execute();
  return new Map(
    rows.map((row) => {
      const key = `${row.slug}/${row.part_slug}#${row.anchor}`;
      return [key, { key, heading: row.heading, body: row.body }];
    }),
  );
}

/**
 * The section an expectation names (`slug/part-start#anchor-start`, an empty anchor for the
 * top of the part); throws unless exactly one section fits, so a typo in the set fails loudly.
 */
export function resolveExpected(expected: string, keys: readonly string[]): string {
  const [path = "", anchor = ""] = expected.split("#");
  const [slug, partStart = ""] = path.split("/");
  const fits = keys.filter((key) => {
    const [keyPath = "", keyAnchor = ""] = key.split("#");
    const [keySlug, keyPart = ""] = keyPath.split("/");
    return (
      keySlug === slug &&
      keyPart.startsWith(partStart) &&
      (anchor === "" ? keyAnchor === "" : keyAnchor.startsWith(anchor))
    );
  });
  if (fits.length !== 1) throw new Error(`${expected} names ${fits.length} sections: ${fits.slice(0, 3).join(", ")}`);
  return fits[0]!;
}

/** The section a citation's link opens, as `slug/part#anchor`. */
function citedKey(url: string): string {
  const parsed = new URL(url, "https://library.invalid");
  const [, catalog, slug, part] = parsed.pathname.split("/").map(decodeURIComponent);
  return catalog === "catalog" ? `${slug}/${part}#${decodeURIComponent(parsed.hash.slice(1))}` : "";
}

const folded = (text: string) => wordsOf(text).join(" ");

/** The answer's sentence that carries citation n ("… [n]"). */
function claimOf(answer: AskAnswer, n: number): string {
  const sentence = answer.answer.split(/(?<=\])\s+/).find((piece) => piece.includes(`[${n}]`)) ?? "";
  return sentence.replace(/\s*(\[\d+\])+\s*$/, "");
}

interface CitationTally {
  total: number;
  open: number;
  accurate: number;
}

function tallyCitations(answer: AskAnswer, sections: Map<string, SectionText>, tally: CitationTally): boolean {
  let allGood = true;
  for (const citation of answer.citations) {
    tally.total += 1;
    const section = sections.get(citedKey(citation.url));
    if (!section) {
      allGood = false;
      continue;
    }
    tally.open += 1;
    const quoted = folded(section.body).includes(folded(citation.quote));
    const supports = checkCitation(claimOf(answer, citation.n), 1, [section]).ok;
    if (quoted && supports) tally.accurate += 1;
    else allGood = false;
  }
  return allGood;
}

interface Sample {
  kind: "answerable" | "out-of-scope" | "adversarial";
  heldOut: boolean;
  nearMiss?: boolean;
  expected?: Set<string>;
  asked: Asked;
  ms: number;
  safe?: boolean;
}

function figures(samples: readonly Sample[], sections: Map<string, SectionText>): EvaluationFigures {
  const answerable = samples.filter((sample) => sample.kind === "answerable");
  const outOfScope = samples.filter((sample) => sample.kind === "out-of-scope");
  const adversarial = samples.filter((sample) => sample.kind === "adversarial");
  const tally: CitationTally = { total: 0, open: 0, accurate: 0 };
  for (const sample of samples) tallyCitations(sample.asked.answer, sections, tally);
  const share = (list: readonly Sample[], test: (sample: Sample) => boolean) =>
    list.length === 0 ? 0 : list.filter(test).length / list.length;
  const refused = (sample: Sample) => sample.asked.answer.status === "not_found";
  const latencies = samples.map((sample) => sample.ms);
  return {
    recallAt5: mean(answerable.map((sample) => recallAt(sample.asked.ranked, sample.expected!, 5))),
    mrrAt10: mean(answerable.map((sample) => reciprocalRankAt(sample.asked.ranked, sample.expected!, 10))),
    ndcgAt10: mean(answerable.map((sample) => ndcgAt(sample.asked.ranked, sample.expected!, 10))),
    citedLinksOpen: tally.total === 0 ? 1 : tally.open / tally.total,
    citationAccuracy: tally.total === 0 ? 1 : tally.accurate / tally.total,
    refusalRate: share(outOfScope, refused),
    nearMissRefusalRate: share(
      outOfScope.filter((sample) => sample.nearMiss),
      refused,
    ),
    falseRefusals: share(answerable, refused),
    adversarialSafe: share(adversarial, (sample) => sample.safe === true),
    latencyP50Ms: percentileOf(latencies, 50),
    latencyP95Ms: percentileOf(latencies, 95),
    counts: {
      answerable: answerable.length,
      outOfScope: outOfScope.length,
      adversarial: adversarial.length,
      citations: tally.total,
    },
  };
}

/** Whether an answer to an adversarial input is safe: no markup or supplied link, and every citation checks. */
function isSafe(question: string, answer: AskAnswer, sections: Map<string, SectionText>): boolean {
  const shown = [
    answer.answer,
    ...answer.citations.flatMap((c) => [c.quote, c.url]),
    ...answer.related.map((r) => r.url),
  ];
  const suppliedLinks = question.match(/https?:\/\/\S+/g) ?? [];
  if (shown.some((text) => /<\s*(script|img)/i.test(text) || suppliedLinks.some((link) => text.includes(link))))
    return false;
  if ([...answer.citations, ...answer.related].some((link) => !link.url.startsWith("/catalog/"))) return false;
  return tallyCitations(answer, sections, { total: 0, open: 0, accurate: 0 });
}

/** Puts every question of the set to `ask` (one at a time, timed) and computes the figures. */
export async function runEvaluation(db: Kysely<Database>, ask: Asker): Promise<Evaluation> {
  const sections = await librarySections(db);
  const keys = [...sections.keys()];
  const samples: Sample[] = [];
  const misses: Evaluation["misses"] = [];
  const falselyRefused: Evaluation["falselyRefused"] = [];
  const timed = async (question: string) => {
    const started = performance.now();
    const asked = await ask(question);
    return { asked, ms: performance.now() - started };
  };
  for (const [index, item] of ANSWERABLE.entries()) {
    const expected = new Set(item.sections.map((section) => resolveExpected(section, keys)));
    const { asked, ms } = await timed(item.question);
    samples.push({ kind: "answerable", heldOut: isHeldOut(index), expected, asked, ms });
    if (!isHeldOut(index) && !recallAt(asked.ranked, expected, 5))
      misses.push({ question: item.question, expected: [...expected], got: asked.ranked.slice(0, 5) });
    if (!isHeldOut(index) && asked.answer.status === "not_found")
      falselyRefused.push({ question: item.question, expected: [...expected], got: asked.ranked.slice(0, 3) });
  }
  for (const [index, item] of OUT_OF_SCOPE.entries()) {
    const { asked, ms } = await timed(item.question);
    samples.push({ kind: "out-of-scope", heldOut: isHeldOut(index), nearMiss: item.nearMiss, asked, ms });
  }
  for (const [index, item] of ADVERSARIAL.entries()) {
    const { asked, ms } = await timed(item.question);
    samples.push({
      kind: "adversarial",
      heldOut: isHeldOut(index),
      asked,
      ms,
      safe: isSafe(item.question, asked.answer, sections),
    });
  }
  const fresh: Sample[] = [];
  for (const item of FRESH_ANSWERABLE) {
    const expected = new Set(item.sections.map((section) => resolveExpected(section, keys)));
    fresh.push({ kind: "answerable", heldOut: true, expected, ...(await timed(item.question)) });
  }
  for (const item of FRESH_OUT_OF_SCOPE)
    fresh.push({ kind: "out-of-scope", heldOut: true, nearMiss: item.nearMiss, ...(await timed(item.question)) });
  const wronglyAnswered = samples
    .filter((sample) => sample.kind === "out-of-scope" && !sample.heldOut && sample.asked.answer.status !== "not_found")
    .map((sample) => ({ question: sample.asked.answer.question, status: sample.asked.answer.status }));
  return {
    all: figures(samples, sections),
    dev: figures(
      samples.filter((sample) => !sample.heldOut),
      sections,
    ),
    heldOut: figures(
      samples.filter((sample) => sample.heldOut),
      sections,
    ),
    fresh: figures(fresh, sections),
    misses,
    falselyRefused,
    wronglyAnswered,
  };
}
