import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { embedTexts, type EmbeddingSettings } from "~/modules/ai/embeddings.server";
import { cosine, decodeVector, normalised } from "./vectors";

/** Sections the meaning of a question brings to the ranking, beside the lexical candidates. */
export const SEMANTIC_CANDIDATES = 20;
/** The question's embedding must come back within this, or the answer ranks lexically. */
const QUESTION_TIMEOUT_MS = 1500;
/** Stored vectors are read again after this: the embedding job adds them after an edit. */
const VECTORS_KEPT_MS = 60_000;

interface LoadedVectors {
  model: string;
  at: number;
  ids: number[];
  vectors: Float32Array[];
}

const loaded = new WeakMap<object, Promise<LoadedVectors>>();

async function readVectors(db: Kysely<Database>, model: string): Promise<LoadedVectors> {
  const rows = await db
    .selectFrom("ask_section_embeddings")
    .select(["section_id", "vector"])
    .where("model", "=", model)
    .execute();
  return {
    model,
    at: Date.now(),
    ids: rows.map((row) => Number(row.section_id)),
    vectors: rows.map((row) => decodeVector(row.vector)),
  };
}

/** Every section's vector, kept in memory a minute (10,000 playbooks: 200,000 vectors, compared by brute force). */
async function sectionVectors(db: Kysely<Database>, model: string): Promise<LoadedVectors> {
  const kept = await loaded.get(db)?.catch(() => undefined);
  if (kept && kept.model === model && Date.now() - kept.at < VECTORS_KEPT_MS) return kept;
  const reading = readVectors(db, model);
  loaded.set(db, reading);
  return reading;
}

/**
 * The sections closest in meaning to a question, best first, by the cosine of their embeddings
 * (brute force: no approximate index is needed at this size). Undefined when the endpoint
 * fails or is slow, or nothing is embedded yet: the caller ranks lexically.
 */
export async function semanticRanking(
  db: Kysely<Database>,
  settings: EmbeddingSettings,
  question: string,
): Promise<number[] | undefined> {
  try {
    const [[embedded], library] = await Promise.all([
      embedTexts(settings, [question], AbortSignal.timeout(QUESTION_TIMEOUT_MS)),
      sectionVectors(db, settings.model),
    ]);
    if (!embedded || library.ids.length === 0) return undefined;
    const query = normalised(embedded);
    const scored = library.vectors.map((vector, index) => ({ id: library.ids[index]!, score: cosine(query, vector) }));
    return scored
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, SEMANTIC_CANDIDATES)
      .map(({ id }) => id);
  } catch {
    return undefined;
  }
}

/** Forgets the vectors read for a database (after the embedding job wrote new ones, in tests and the evaluation). */
export const forgetSectionVectors = (db: object) => void loaded.delete(db);
