import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Config } from "~/config.server";
import type { Database } from "~/db/schema";
import { embedTexts, type EmbeddingSettings } from "~/modules/ai/embeddings.server";
import { encodeVector, normalised } from "./vectors";

/** Sections read and compared per round, and texts sent per request to the endpoint. */
const PAGE = 500;
const BATCH = 64;
/** Text embedded per section: its titles and heading and the beginning of its text (models read a few hundred words). */
const MAX_EMBEDDED_CHARS = 4000;

/** The endpoint and model for embeddings, when both are configured (AI_BASE_URL and ASK_EMBEDDINGS_MODEL); else off. */
export function embeddingSettings(
  config: Pick<Config, "AI_BASE_URL" | "AI_API_KEY" | "ASK_EMBEDDINGS_MODEL">,
): EmbeddingSettings | undefined {
  if (!config.AI_BASE_URL || !config.ASK_EMBEDDINGS_MODEL) return undefined;
  return { baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.ASK_EMBEDDINGS_MODEL };
}

/** What is embedded for a section: where it sits and what it says. */
export const sectionText = (section: { part_title: string; heading: string; body: string }) =>
  `${section.part_title}\n${section.heading}\n${section.body}`.slice(0, MAX_EMBEDDED_CHARS);

const digestOf = (model: string, text: string) =>
  createHash("sha256").update(model).update("\0").update(text).digest("base64url");

export interface EmbeddingRun {
  embedded: number;
  removed: number;
}

/**
 * Brings the stored vectors up to date with the library: sections whose text (or the model)
 * changed since their vector was made are embedded again, in batches; vectors of sections that
 * are gone are deleted. Safe to run twice (it checks each digest first), and it stops between
 * batches when `signal` aborts.
 */
export async function embedChangedSections(
  db: Kysely<Database>,
  settings: EmbeddingSettings,
  signal?: AbortSignal,
): Promise<EmbeddingRun> {
  let embedded = 0;
  let after = -1;
  for (;;) {
    const sections = await db
      .selectFrom("playbook_sections as x")
      .leftJoin("ask_section_embeddings as e", "e.section_id", "x.section_id")
      .select(["x.section_id", "x.part_title", "x.heading", "x.body", "e.digest"])
      .where("x.section_id", ">", after)
      .orderBy("x.section_id")
      .limit(PAGE)
      .execute();
    if (sections.length === 0) break;
    after = Number(sections.at(-1)!.section_id);
    const stale = sections
      .map((section) => ({ id: Number(section.section_id), text: sectionText(section), digest: section.digest }))
      .map((section) => ({ ...section, wanted: digestOf(settings.model, section.text) }))
      .filter((section) => section.digest !== section.wanted);
    for (let start = 0; start < stale.length; start += BATCH) {
      signal?.throwIfAborted();
      const batch = stale.slice(start, start + BATCH);
      const vectors = await embedTexts(
        settings,
        batch.map((section) => section.text),
        signal,
      );
      const rows = batch.map((section, index) => ({
        section_id: section.id,
        model: settings.model,
        digest: section.wanted,
        vector: encodeVector(normalised(vectors[index]!)),
      }));
      await db
        .insertInto("ask_section_embeddings")
        .values(rows)
        .onConflict((conflict) =>
          conflict.column("section_id").doUpdateSet((eb) => ({
            model: eb.ref("excluded.model"),
            digest: eb.ref("excluded.digest"),
            vector: eb.ref("excluded.vector"),
          })),
        )
        .execute();
      embedded += batch.length;
    }
  }
  const removed = await db
    .deleteFrom("ask_section_embeddings")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("playbook_sections as x")
            .select("x.section_id")
            .whereRef("x.section_id", "=", "ask_section_embeddings.section_id"),
        ),
      ),
    )
    .executeTakeFirst();
  return { embedded, removed: Number(removed.numDeletedRows) };
}
