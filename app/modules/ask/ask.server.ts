import { LRUCache } from "lru-cache";
import type { AppContext } from "~/context";
import { consumeRateLimit } from "~/modules/rate-limit/rate-limit.server";
import { extractiveAnswer, type AskResult } from "./extractive-answer.server";
import { GENERATION_DEADLINE_MS, generativeAnswer } from "./generative.server";
import { MAX_QUESTION_CHARS, normaliseQuestion } from "./terms";
import { siteConfig } from "~/modules/settings/site-config.server";
import { embeddingSettings } from "./embeddings/section-embeddings.server";
import { semanticRanking } from "./embeddings/semantic.server";

/** Answers kept per instance: a popular question is answered once per content version. */
const CACHED_ANSWERS = 2000;
const DAY_MS = 24 * 60 * 60_000;
/** Time kept for checking the citations and sending the answer after the deadline passes. */
const DEADLINE_MARGIN_MS = 200;

const caches = new WeakMap<object, LRUCache<string, AskResult>>();

/** The question as Ask reads it: trimmed, and cut to the length it reads. */
export const readQuestion = (question: string) => question.trim().slice(0, MAX_QUESTION_CHARS).trim();

/**
 * Answers a question from the library: the offline answer, or, with an OpenAI-compatible
 * endpoint configured and within the day's budget of generated answers, a grounded answer
 * whose every citation was checked (falling back to the offline one). Answers are kept per
 * content version and normalised question, so a repeated question costs neither a search
 * nor a model call; an edit to the library starts afresh.
 */
export async function askTheLibrary(
  context: Pick<AppContext, "db" | "config" | "logger" | "contentVersion">,
  asked: string,
): Promise<AskResult> {
  const question = readQuestion(asked);
  const version = context.contentVersion.current();
  const cache = cacheOf(context.db);
  const key = `${version}\u0000${normaliseQuestion(question)}`;
  const cached = version === undefined ? undefined : cache.get(key);
  if (cached) return { ...cached, answer: { ...cached.answer, question } };
  const result = await answer(context, question);
  if (version !== undefined) cache.set(key, result);
  return result;
}

async function answer(context: Pick<AppContext, "db" | "config" | "logger" | "contentVersion">, question: string) {
  // The whole answer, retrieval included, is back within the deadline whatever the model does.
  const deadline = performance.now() + GENERATION_DEADLINE_MS - DEADLINE_MARGIN_MS;
  const config = await siteConfig(context);
  const { result, retrieval } = await extractiveAnswer(
    context.db,
    question,
    context.contentVersion,
    meaningOf(context.db, config),
  );
  if (result.answer.status === "not_found" || !config.AI_BASE_URL || !(await withinBudget({ db: context.db, config })))
    return result;
  const generated = await generativeAnswer(
    config,
    context.logger,
    question,
    result.answer.status,
    retrieval.sections,
    deadline,
  ).catch((error: unknown) => {
    context.logger.warn({ err: error }, "ask: generation failed; extractive answer");
    return undefined;
  });
  return generated ?? result;
}

/** Ranking by meaning, when embeddings are configured (ASK_EMBEDDINGS_MODEL with AI_BASE_URL; ADR 0033). */
export function meaningOf(db: AppContext["db"], config: Parameters<typeof embeddingSettings>[0]) {
  const settings = embeddingSettings(config);
  return settings && ((question: string) => semanticRanking(db, settings, question));
}

/** The day's budget of generated answers (ASK_DAILY_GENERATIONS), shared by every instance through the database. */
async function withinBudget({ db, config }: Pick<AppContext, "db" | "config">): Promise<boolean> {
  if (config.ASK_DAILY_GENERATIONS === 0) return false;
  const state = await consumeRateLimit(db, {
    bucket: "ask-generation",
    subject: "site",
    limit: config.ASK_DAILY_GENERATIONS,
    windowMs: DAY_MS,
  });
  return !state.limited;
}

function cacheOf(db: object): LRUCache<string, AskResult> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new LRUCache({ max: CACHED_ANSWERS })));
  return cache;
}
