import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "../../../../tests/support/fake-openai";
import { withTestDatabase } from "../../../../tests/support/test-database";
import { openPostgres, openSqlite } from "~/db/connection.server";
import { moveToTrash } from "~/db/queries/trash.server";
import type { Database } from "~/db/schema";
import { askEmbeddingsJob } from "./embedding-job.server";
import { readSectionVectors, sectionVectorCopy, semanticRanking } from "./semantic.server";

// The vectors each instance keeps in memory are read again only after the embedding job wrote
// some, on both engines, with the local fake OpenAI-compatible server as the model.
const t = withTestDatabase({ seeded: true });
let fake: FakeOpenAi;
const opened: Kysely<Database>[] = [];
beforeEach(async () => {
  fake = await startFakeOpenAi();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  await fake.close();
});

const MODEL = "fake-embed";
const QUESTION = "How does price anchoring work?";
const settings = () => ({ baseUrl: fake.url, apiKey: "key", model: MODEL });

/** A run of the recurring job as the runner makes it, with the endpoint and model configured. */
async function runEmbeddingJob(contentVersion = t.context.contentVersion): Promise<void> {
  const config = { ...t.context.config, AI_BASE_URL: fake.url, ASK_EMBEDDINGS_MODEL: MODEL };
  const job = { id: "ask-embeddings", key: null, attempt: 1 };
  await askEmbeddingsJob.run({}, { ...t.context, config, contentVersion, job, signal: new AbortController().signal });
}

/** An instance's copy of the vectors, counting how often it reads them all. */
function countingCopy() {
  const counted = { reads: 0 };
  const copy = sectionVectorCopy(async (stored) => {
    counted.reads += 1;
    return readSectionVectors(stored);
  });
  return Object.assign(counted, { copy });
}

/** Another server instance: its own connection to the same database, and its own copy. */
function secondInstance() {
  const location = t.location;
  const db = location.engine === "postgres" ? openPostgres(location.databaseUrl) : openSqlite(location.file);
  opened.push(db);
  return Object.assign(countingCopy(), { db });
}

/** Rewrites a section's text in place (same id, as republishing an edited playbook does) to say just the question. */
async function rewriteToTheQuestion(sectionId: number) {
  await t.db
    .updateTable("playbook_sections")
    .set({ body: Array.from({ length: 20 }, () => QUESTION).join(" ") })
    .where("section_id", "=", sectionId)
    .execute();
}

const lastSectionId = async () =>
  Number(
    (
      await t.db
        .selectFrom("playbook_sections")
        .select("section_id")
        .orderBy("section_id", "desc")
        .executeTakeFirstOrThrow()
    ).section_id,
  );

const storedVersion = async () =>
  Number(
    (await t.db.selectFrom("ask_embeddings_version").select("version").where("id", "=", 1).executeTakeFirstOrThrow())
      .version,
  );

describe("the vectors an instance keeps", () => {
  it("ranks a section re-embedded in place under the same id by its new vector at the next question after the refresh, without a question waiting for it", async () => {
    await runEmbeddingJob();
    const instance = countingCopy();
    const ask = () => semanticRanking(t.db, settings(), QUESTION, instance.copy);
    const before = await ask();
    const target = await lastSectionId();
    expect(before).not.toContain(target);

    await rewriteToTheQuestion(target);
    const embedded = await t.db.selectFrom("ask_section_embeddings").select("section_id").execute();
    await runEmbeddingJob();
    expect(fake.embeddings.inputs.filter((input) => input.includes(QUESTION))).toHaveLength(2);
    expect(await t.db.selectFrom("ask_section_embeddings").select("section_id").execute()).toEqual(embedded);

    // The question right after the write is answered from the kept copy; it starts the check.
    expect(await ask()).toEqual(before);
    await instance.copy.settled(t.db);
    expect(instance.reads).toBe(2);
    expect((await ask())?.[0]).toBe(target);
  });

  it("reads no vector again while nothing was written: each question only checks the version", async () => {
    await runEmbeddingJob();
    const instance = countingCopy();
    const first = await semanticRanking(t.db, settings(), QUESTION, instance.copy);
    const version = await storedVersion();

    await runEmbeddingJob(); // Checks every section and sweeps for vectors whose section is gone: writes nothing.
    expect(await storedVersion()).toBe(version);
    for (const question of [QUESTION, "What should I charge?", QUESTION]) {
      await semanticRanking(t.db, settings(), question, instance.copy);
      await instance.copy.settled(t.db);
    }
    expect(await semanticRanking(t.db, settings(), QUESTION, instance.copy)).toEqual(first);
    expect(instance.reads).toBe(1);
  });

  it("lets another instance see what the job wrote on this one: a section re-embedded, a playbook's sections gone", async () => {
    await runEmbeddingJob();
    const other = secondInstance();
    const ask = () => semanticRanking(other.db, settings(), QUESTION, other.copy);
    await ask();
    const target = await lastSectionId();
    const { slug, id } = await t.db.selectFrom("playbooks").select(["slug", "id"]).executeTakeFirstOrThrow();
    const gone = (
      await t.db
        .selectFrom("playbook_sections as x")
        .innerJoin("playbook_search as s", "s.doc_id", "x.doc_id")
        .select("x.section_id")
        .where("s.playbook_id", "=", id)
        .execute()
    ).map((row) => Number(row.section_id));
    expect((await other.copy({ db: other.db, model: MODEL })).ids).toEqual(expect.arrayContaining(gone));

    await rewriteToTheQuestion(target);
    await moveToTrash(t.db, slug, null);
    await runEmbeddingJob();

    await ask();
    await other.copy.settled(other.db);
    expect(other.reads).toBe(2);
    expect((await ask())?.[0]).toBe(target);
    const kept = await other.copy({ db: other.db, model: MODEL });
    const stored = await t.db.selectFrom("ask_section_embeddings").select("section_id").execute();
    expect(kept.ids.sort((a, b) => a - b)).toEqual(stored.map((row) => Number(row.section_id)).sort((a, b) => a - b));
    expect(gone.length).toBeGreaterThan(0);
    expect(kept.ids.filter((sectionId) => gone.includes(sectionId))).toEqual([]);
  });
});

describe("the embedding job", () => {
  it("reads the sections again only when the server's content version moved", async () => {
    let version = 7;
    const contentVersion = { current: () => version };
    await runEmbeddingJob(contentVersion);
    await rewriteToTheQuestion(await lastSectionId());
    fake.embeddings.inputs.length = 0;
    await runEmbeddingJob(contentVersion);
    expect(fake.embeddings.inputs).toEqual([]);
    version += 1;
    await runEmbeddingJob(contentVersion);
    expect(fake.embeddings.inputs).toHaveLength(1);
  });
});
