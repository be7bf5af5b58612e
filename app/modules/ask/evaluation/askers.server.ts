import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { extractiveAnswer } from "../extractive-answer.server";
import type { RankedSection } from "../rank";
import type { Asker } from "./run-evaluation.server";

export const sectionKey = (section: RankedSection) => `${section.playbookSlug}/${section.partSlug}#${section.anchor}`;

/** Ask offline: retrieval and the extractive answer, as the server answers without a model. */
export function offlineAsker(db: Kysely<Database>): Asker {
  const contentVersion = { current: () => 1 };
  return async (question) => {
    const { result, retrieval } = await extractiveAnswer(db, question, contentVersion);
    return { answer: result.answer, ranked: retrieval.sections.map(sectionKey) };
  };
}
