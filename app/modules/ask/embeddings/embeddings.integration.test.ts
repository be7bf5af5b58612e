import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeEmbedding, startFakeOpenAi, type FakeOpenAi } from "../../../../tests/support/fake-openai";
import { withTestDatabase } from "../../../../tests/support/test-database";
import { askTheLibrary } from "../ask.server";
import { retrieveSections } from "../retrieval.server";
import { embedChangedSections } from "./section-embeddings.server";
import { semanticRanking } from "./semantic.server";
import { encodeVector, normalised } from "./vectors";

// Ask's optional embeddings against the local fake OpenAI-compatible server, on both engines.
const t = withTestDatabase({ seeded: true });
let fake: FakeOpenAi;
beforeEach(async () => {
  fake = await startFakeOpenAi();
});
afterEach(() => fake.close());

const settings = () => ({ baseUrl: fake.url, apiKey: "key", model: "fake-embed" });
const QUESTION = "How does price anchoring work?";
const sectionCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("playbook_sections")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("section embeddings", () => {
  it("embeds every section once, again only the sections whose text changed, and drops those that are gone", async () => {
    const sections = await sectionCount();
    expect(await embedChangedSections(t.db, settings())).toEqual({ embedded: sections, removed: 0 });
    expect(await embedChangedSections(t.db, settings())).toEqual({ embedded: 0, removed: 0 });

    const [first, second] = await t.db
      .selectFrom("playbook_sections")
      .select("section_id")
      .orderBy("section_id")
      .limit(2)
      .execute();
    await t.db
      .updateTable("playbook_sections")
      .set({ body: "A rewritten section about pricing." })
      .where("section_id", "=", first!.section_id)
      .execute();
    await t.db.deleteFrom("playbook_sections").where("section_id", "=", second!.section_id).execute();
    fake.embeddings.inputs.length = 0;
    expect(await embedChangedSections(t.db, settings())).toEqual({ embedded: 1, removed: 1 });
    expect(fake.embeddings.inputs).toHaveLength(1);
    expect(fake.embeddings.inputs[0]).toContain("A rewritten section about pricing.");
    // Another model makes other vectors: every section is embedded again.
    expect((await embedChangedSections(t.db, { ...settings(), model: "other" })).embedded).toBe(sections - 1);
  });

  it("brings a section close in meaning into the answer's sections, and ranks lexically when the endpoint fails", async () => {
    await embedChangedSections(t.db, settings());
    const lexical = await retrieveSections(t.db, QUESTION);
    const lexicalIds = lexical.sections.map((section) => section.sectionId);
    // The model (as the fake is told here) finds one section nearest the question that shares none of its top ranks.
    const far = await t.db
      .selectFrom("playbook_sections")
      .select("section_id")
      .where("section_id", "not in", lexicalIds)
      .orderBy("section_id", "desc")
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable("ask_section_embeddings")
      .set({ vector: encodeVector(normalised(fakeEmbedding(QUESTION))) })
      .where("section_id", "=", far.section_id)
      .execute();
    const closest = await semanticRanking(t.db, settings(), QUESTION);
    expect(closest?.[0]).toBe(Number(far.section_id));

    const semantic = (question: string) => semanticRanking(t.db, settings(), question);
    const hybrid = await retrieveSections(t.db, QUESTION, { semantic });
    const hybridIds = hybrid.sections.map((section) => section.sectionId);
    expect(hybridIds).toContain(Number(far.section_id));
    expect(hybridIds[0]).toBe(lexicalIds[0]);

    fake.embeddings.failing = true;
    const fallback = await retrieveSections(t.db, QUESTION, { semantic });
    expect(fallback.sections.map((section) => section.sectionId)).toEqual(lexicalIds);
  });

  it("is asked only when ASK_EMBEDDINGS_MODEL is set beside the endpoint", async () => {
    await embedChangedSections(t.db, settings());
    fake.embeddings.inputs.length = 0;
    const config = { ...t.context.config, AI_BASE_URL: fake.url, ASK_DAILY_GENERATIONS: 0 };
    await askTheLibrary({ ...t.context, config }, QUESTION);
    expect(fake.embeddings.inputs).toEqual([]);
    await askTheLibrary(
      { ...t.context, config: { ...config, ASK_EMBEDDINGS_MODEL: "fake-embed" } },
      "What is price anchoring?",
    );
    expect(fake.embeddings.inputs).toEqual(["What is price anchoring?"]);
  });
});
