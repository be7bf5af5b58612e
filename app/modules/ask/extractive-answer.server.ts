import type { Kysely } from "kysely";
import type { ContentVersionReader } from "~/context";
import type { Database } from "~/db/schema";
import { checkCitation } from "./citations";
import { composeExtractive } from "./composer";
import { NOT_FOUND_ANSWER, type AskAnswer, type AskCitation } from "./contract";
import { answerStatus } from "./evidence";
import { citationUrl, readingLink } from "./links";
import type { RankedSection } from "./rank";
import { retrieveSections, type Retrieval, type RetrievalOptions } from "./retrieval.server";

/** An answer and how it was made, with its sentences for the page to render one by one. */
export interface AskResult {
  answer: AskAnswer;
  mode: "extractive" | "generative";
  /** The answer's sentences, each with the numbers of its citations. */
  sentences: { text: string; citations: number[] }[];
}

/** Sections offered to read further; "closest reading" when the library has no answer. */
const RELATED = 3;

/**
 * The offline answer: the library's sections retrieved for the question, how well they
 * answer it, and the sentences that do, each cited to its section with the sentence itself
 * as the quote. When the evidence is weak, "not in the library" with the closest sections
 * and no citations.
 */
export async function extractiveAnswer(
  db: Kysely<Database>,
  question: string,
  contentVersion?: ContentVersionReader,
  semantic?: RetrievalOptions["semantic"],
): Promise<{ result: AskResult; retrieval: Retrieval }> {
  const retrieval = await retrieveSections(db, question, { contentVersion, semantic });
  const status = answerStatus(retrieval.groups, retrieval.unknown, retrieval.sections, retrieval.librarySections);
  const composed = status === "not_found" ? [] : composeExtractive(retrieval.groups, retrieval.sections);
  const cited = citedSentences(
    composed.map((sentence) => ({ text: sentence.text, sections: [sentence.section] })),
    retrieval.sections,
  );
  if (cited.sentences.length === 0) return { result: notFound(question, retrieval.sections), retrieval };
  return {
    result: { answer: { question, status, ...cited.answer }, mode: "extractive", sentences: cited.sentences },
    retrieval,
  };
}

/** The library's answer is that it has none: the closest sections, no citations. */
export function notFound(question: string, sections: readonly RankedSection[]): AskResult {
  return {
    answer: {
      question,
      status: "not_found",
      answer: NOT_FOUND_ANSWER,
      citations: [],
      related: sections.slice(0, RELATED).map(readingLink),
    },
    mode: "extractive",
    sentences: [],
  };
}

/**
 * Numbers the citations of sentences that name retrieved sections (by index), keeping only
 * the citations the checker accepts and the sentences left with one: each citation quotes
 * the sentence of its section that supports the claim, and links to it highlighted.
 */
export function citedSentences(
  claims: readonly { text: string; sections: readonly number[] }[],
  retrieved: readonly RankedSection[],
): Pick<AskResult, "sentences"> & { answer: Pick<AskAnswer, "answer" | "citations" | "related"> } {
  const citations: AskCitation[] = [];
  const sentences: AskResult["sentences"] = [];
  const usedSections: RankedSection[] = [];
  for (const claim of claims) {
    const numbers: number[] = [];
    for (const index of claim.sections) {
      const check = checkCitation(claim.text, index + 1, retrieved);
      const section = retrieved[index];
      if (!check.ok || !section) continue;
      const n = citations.length + 1;
      citations.push({
        n,
        url: citationUrl(section, check.quote),
        playbook: section.playbookTitle,
        part: section.partTitle,
        section: section.heading,
        quote: check.quote,
      });
      numbers.push(n);
      if (!usedSections.includes(section)) usedSections.push(section);
    }
    if (numbers.length > 0) sentences.push({ text: claim.text, citations: numbers });
  }
  const further = [...usedSections, ...retrieved.filter((section) => !usedSections.includes(section))];
  return {
    sentences,
    answer: {
      answer: sentences
        .map((sentence) => `${sentence.text} ${sentence.citations.map((n) => `[${n}]`).join("")}`)
        .join(" "),
      citations,
      related: further.slice(0, RELATED).map(readingLink),
    },
  };
}
