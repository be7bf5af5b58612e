import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { embedTexts, type EmbeddingSettings } from "~/modules/ai/embeddings.server";
import { keptCopy, type KeptCopy } from "../kept-copy";
import { cosine, decodeVector, normalised } from "./vectors";

/** Sections the meaning of a question brings to the ranking, beside the lexical candidates. */
export const SEMANTIC_CANDIDATES = 20;
/** The question's embedding must come back within this, or the answer ranks lexically. */
const QUESTION_TIMEOUT_MS = 1500;

export interface SectionVectors {
  model: string;
  ids: number[];
  vectors: Float32Array[];
}

interface Stored {
  db: Kysely<Database>;
  model: string;
}

/**
 * What the stored vectors of a model are at: migration 0072's triggers bump the number at every
 * write to them, on whichever instance runs the embedding job. One row by its key.
 */
async function storedVersion({ db, model }: Stored): Promise<string> {
  const row = await db.selectFrom("ask_embeddings_version").select("version").where("id", "=", 1).executeTakeFirst();
  return `${model}\u0000${row?.version ?? 0}`;
}

/** Every stored vector of a model (10,000 playbooks: 200,000 of them). */
export async function readSectionVectors({ db, model }: Stored): Promise<SectionVectors> {
  const rows = await db
    .selectFrom("ask_section_embeddings")
    .select(["section_id", "vector"])
    .where("model", "=", model)
    .execute();
  return {
    model,
    ids: rows.map((row) => Number(row.section_id)),
    vectors: rows.map((row) => decodeVector(row.vector)),
  };
}

export type SectionVectorCopy = KeptCopy<SectionVectors, Stored>;

/**
 * This process's copy of the stored vectors: read at the first question, then, at each
 * question, one small query in the background tells whether they were written since (by this
 * instance or another), and only then are they read again, while questions use the kept ones.
 * The server holds one; a test makes a second to play another instance, or counts the reads.
 */
export const sectionVectorCopy = (read = readSectionVectors): SectionVectorCopy =>
  keptCopy({ version: storedVersion, read });

const thisInstance = sectionVectorCopy();

/**
 * The sections closest in meaning to a question, best first, by the cosine of their embeddings
 * (brute force: no approximate index is needed at this size). Undefined when the endpoint
 * fails or is slow, nothing is embedded yet, or the kept vectors are another model's (the new
 * model's are being read): the caller ranks lexically.
 */
export async function semanticRanking(
  db: Kysely<Database>,
  settings: EmbeddingSettings,
  question: string,
  copy: SectionVectorCopy = thisInstance,
): Promise<number[] | undefined> {
  try {
    const [[embedded], library] = await Promise.all([
      embedTexts(settings, [question], AbortSignal.timeout(QUESTION_TIMEOUT_MS)),
      copy({ db, model: settings.model }),
    ]);
    if (!embedded || library.model !== settings.model || library.ids.length === 0) return undefined;
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
