import type { Kysely } from "kysely";
import type { PlaybookInput, PlaybookPartInput } from "~/db/playbook-input";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import type { Database } from "~/db/schema";

/** A part of `words` words; `text` (repeated to fill) lets a test plant searchable words. */
export function testPart(position: number, words = 200, text = "lorem"): PlaybookPartInput {
  const filler = Array.from({ length: words }, (_, index) => text.split(" ")[index % text.split(" ").length]);
  return {
    title: `Step ${position}`,
    slug: `step-${position}`,
    html: `<h2 id="intro-${position}">Intro ${position}</h2><p>${filler.join(" ")}</p>`,
    wordCount: words,
    headings: [{ id: `intro-${position}`, text: `Intro ${position}`, level: 2 }],
    keywords: [],
  };
}

export function testPlaybook(overrides: Partial<PlaybookInput> = {}): PlaybookInput {
  return {
    slug: "pricing-basics",
    title: "Pricing Basics",
    description: "How to price a first AI service.",
    content: {},
    aiCategories: ["ai-business"],
    batonCategories: ["offer"],
    businessAreas: ["Sales"],
    tools: ["ChatGPT"],
    keywords: ["pricing"],
    parts: [testPart(1), testPart(2)],
    ...overrides,
  };
}

/** Stores playbooks one after another, each a minute newer than the last (so "newest first" is known). */
export async function storePlaybooks(db: Kysely<Database>, inputs: readonly Partial<PlaybookInput>[]): Promise<void> {
  const start = Date.parse("2025-01-01T00:00:00Z");
  for (const [index, input] of inputs.entries()) {
    await upsertPlaybook(db, testPlaybook(input), new Date(start + index * 60_000));
  }
}
