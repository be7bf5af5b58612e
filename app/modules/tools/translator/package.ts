import { z } from "zod";

const text = z.string().trim().min(1).max(1200);

/** 'Your AI Explanation Package', every section of the spec. */
export const explanationPackageSchema = z.object({
  aiConcepts: z
    .array(z.object({ term: text, definition: text, example: text }))
    .min(1)
    .max(6),
  metaphors: z
    .array(z.object({ title: text, explanation: text }))
    .min(1)
    .max(6),
  storyExamples: z
    .array(z.object({ title: text, before: text, after: text }))
    .min(1)
    .max(6),
  objections: z
    .array(z.object({ objection: text, response: text }))
    .min(1)
    .max(8),
  demonstration: z.object({ title: text, description: text, steps: z.array(text).min(1).max(10) }),
  openingHook: text,
  onePageSummary: z.object({
    title: text,
    keyBenefits: z.array(text).min(1).max(8),
    implementation: text,
    timeline: text,
    nextSteps: z.array(text).min(1).max(8),
  }),
});

export type ExplanationPackage = z.infer<typeof explanationPackageSchema>;

type Section = keyof ExplanationPackage;
const SECTIONS = Object.keys(explanationPackageSchema.shape) as Section[];

/**
 * A model's answer with some usable sections: each valid section is kept, the others come from
 * the built-in package. Undefined when no section is usable.
 */
export function mergePackage(parsed: unknown, builtin: ExplanationPackage): ExplanationPackage | undefined {
  if (!parsed || typeof parsed !== "object") return undefined;
  const source = parsed as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...builtin };
  let usable = 0;
  for (const section of SECTIONS) {
    const checked = explanationPackageSchema.shape[section].safeParse(source[section]);
    if (checked.success) {
      merged[section] = checked.data;
      usable += 1;
    }
  }
  return usable === 0 ? undefined : (merged as ExplanationPackage);
}
