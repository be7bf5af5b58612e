import type { GenerationTask } from "~/modules/ai/provider";
import { midSentence, placeName, withIndefiniteArticle } from "~/modules/text/phrases";
import { OTHER, type TranslatorAnswers } from "./answers";
import { buildBuiltinPackage } from "./builtin-package";
import { explanationPackageSchema, mergePackage, type ExplanationPackage } from "./package";
import { resolveTranslatorAnswers } from "./resolve";

/** The spec's call: {prompt} embedding the answers and asking for the JSON package. */
export function translatorTask(answers: TranslatorAnswers): GenerationTask<ExplanationPackage> {
  const { industry, location, size, concept, attitude, additionalContext } = resolveTranslatorAnswers(answers);
  const builtin = () => buildBuiltinPackage(answers);
  // A typed industry's sector is the visitor's own words (typedMidSentence); a listed label is ours to lower-case.
  const industryName = industry.value === OTHER ? industry.sector : midSentence(industry.label);
  return {
    kind: "industry-translator",
    system:
      "You explain AI to non-technical professionals in their own language. You answer with one JSON object only.",
    prompt: [
      `Create an AI explanation package for ${withIndefiniteArticle(`${industryName} audience`)} in ${placeName(location.label)}.`,
      `Audience: ${size.label}. Attitude: ${attitude.label}.`,
      `AI concept to explain: ${concept.label}.`,
      additionalContext ? `Extra context from the presenter: ${additionalContext}` : "",
      "Use plain English, concrete examples from this industry and no hype.",
      "Return only JSON with these keys:",
      '{"aiConcepts":[{"term","definition","example"}] (3),"metaphors":[{"title","explanation"}] (3),',
      '"storyExamples":[{"title","before","after"}] (3),"objections":[{"objection","response"}] (4),',
      '"demonstration":{"title","description","steps":[string]},"openingHook":string,',
      '"onePageSummary":{"title","keyBenefits":[string],"implementation","timeline","nextSteps":[string]}}',
    ]
      .filter(Boolean)
      .join("\n"),
    maxTokens: 2500,
    temperature: 0.7,
    schema: explanationPackageSchema,
    builtin,
    repair: (parsed) => mergePackage(parsed, builtin()),
  };
}
