import { z } from "zod";
import { keepUsableSections } from "../usable-sections";

const text = z.string().trim().min(1).max(1200);
/** A section's list: at least one item, at most `max`, so a model cannot pad the page. */
const listOf = <Item extends z.ZodType>(item: Item, max: number) => z.array(item).min(1).max(max);

/** 'Your AI Explanation Package', every section of the spec. */
export const explanationPackageSchema = z.object({
  aiConcepts: listOf(z.object({ term: text, definition: text, example: text }), 6),
  metaphors: listOf(z.object({ title: text, explanation: text }), 6),
  storyExamples: listOf(z.object({ title: text, before: text, after: text }), 6),
  objections: listOf(z.object({ objection: text, response: text }), 8),
  demonstration: z.object({ title: text, description: text, steps: listOf(text, 10) }),
  openingHook: text,
  onePageSummary: z.object({
    title: text,
    keyBenefits: listOf(text, 8),
    implementation: text,
    timeline: text,
    nextSteps: listOf(text, 8),
  }),
});

export type ExplanationPackage = z.infer<typeof explanationPackageSchema>;

/**
 * A model's answer with some usable sections: each valid section is kept, the others come from
 * the built-in package. Undefined when no section is usable.
 */
export function mergePackage(parsed: unknown, builtin: ExplanationPackage): ExplanationPackage | undefined {
  return keepUsableSections(explanationPackageSchema, parsed, builtin);
}
