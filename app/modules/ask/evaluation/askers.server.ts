import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Config } from "~/config.server";
import type { Database } from "~/db/schema";
import { extractiveAnswer } from "../extractive-answer.server";
import { GENERATION_DEADLINE_MS, generativeAnswer } from "../generative.server";
import type { RankedSection } from "../rank";
import type { RetrievalOptions } from "../retrieval.server";
import type { Asker } from "./run-evaluation.server";

export const sectionKey = (section: RankedSection) => `${section.playbookSlug}/${section.partSlug}#${section.anchor}`;

/** Ask offline: retrieval (fused with a ranking by meaning when given) and the extractive answer, as the server answers without a model. */
export function offlineAsker(db: Kysely<Database>, semantic?: RetrievalOptions["semantic"]): Asker {
  const contentVersion = { current: () => 1 };
  return async (question) => {
    const { result, retrieval } = await extractiveAnswer(db, question, contentVersion, semantic);
    return { answer: result.answer, ranked: retrieval.sections.map(sectionKey) };
  };
}

/**
 * Ask with a model (AI_BASE_URL): the offline retrieval, then the grounded answer with its
 * citations checked, or the offline answer when the model fails, is late or says nothing that
 * survives the checks (as the server does, without its cache and daily budget).
 */
export function generativeAsker(db: Kysely<Database>, config: Config, logger: Logger): Asker {
  const contentVersion = { current: () => 1 };
  return async (question) => {
    const deadline = performance.now() + GENERATION_DEADLINE_MS;
    const { result, retrieval } = await extractiveAnswer(db, question, contentVersion);
    const generated =
      result.answer.status === "not_found"
        ? undefined
        : await generativeAnswer(config, logger, question, result.answer.status, retrieval.sections, deadline);
    return { answer: (generated ?? result).answer, ranked: retrieval.sections.map(sectionKey) };
  };
}
