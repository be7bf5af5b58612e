import { z } from "zod";
import { optionValues, type ChoiceLike } from "../choice";
import { pickOption, pickText, requiredStep, type WizardStep } from "../wizard";
import { ATTITUDES, AUDIENCE_SIZES, LOCATIONS } from "./audiences";
import { CONCEPTS } from "./concepts";
import { INDUSTRIES } from "./industries";

export const NAME_LIMIT = 80;
export const CONTEXT_LIMIT = 600;
export const OTHER = "other";

export interface TranslatorAnswers {
  industry: string;
  customIndustry: string;
  location: string;
  customLocation: string;
  companySize: string;
  aiConcept: string;
  audienceLevel: string;
  additionalContext: string;
}

export function readTranslatorAnswers(params: URLSearchParams): TranslatorAnswers {
  return {
    industry: pickOption(params, "industry", [...optionValues(INDUSTRIES), OTHER]),
    customIndustry: pickText(params, "customIndustry", NAME_LIMIT),
    location: pickOption(params, "location", [...optionValues(LOCATIONS), OTHER]),
    customLocation: pickText(params, "customLocation", NAME_LIMIT),
    companySize: pickOption(params, "companySize", optionValues(AUDIENCE_SIZES)),
    aiConcept: pickOption(params, "aiConcept", optionValues(CONCEPTS)),
    audienceLevel: pickOption(params, "audienceLevel", optionValues(ATTITUDES)),
    additionalContext: pickText(params, "additionalContext", CONTEXT_LIMIT),
  };
}

/** A listed choice, or the typed one when "Other" (or nothing) is chosen and something was typed. */
export function hasChoiceOrTyped(choice: string, typed: string): boolean {
  return (choice !== "" && choice !== OTHER) || typed.trim() !== "";
}

export const TRANSLATOR_STEPS: readonly WizardStep<TranslatorAnswers>[] = [
  { fields: ["industry", "customIndustry"], isComplete: (a) => hasChoiceOrTyped(a.industry, a.customIndustry) },
  {
    fields: ["location", "customLocation", "companySize"],
    isComplete: (a) => hasChoiceOrTyped(a.location, a.customLocation) && a.companySize !== "",
  },
  requiredStep("aiConcept"),
  requiredStep("audienceLevel"),
  { fields: ["additionalContext"], isComplete: () => true },
];

const optional = (max: number) => z.string().trim().max(max, `Keep it under ${max} characters.`).default("");
const oneOf = (options: readonly ChoiceLike[], message: string, extra: string[] = []) =>
  z.enum([...optionValues(options), ...extra] as [string, ...string[]], { message });

/** The generate action's input: the same rules as the steps, enforced on the server. */
export const translatorAnswersSchema = z
  .object({
    industry: z.union([oneOf(INDUSTRIES, "Please choose or type an industry.", [OTHER]), z.literal("")]).default(""),
    customIndustry: optional(NAME_LIMIT),
    location: z.union([oneOf(LOCATIONS, "Please choose or type a location.", [OTHER]), z.literal("")]).default(""),
    customLocation: optional(NAME_LIMIT),
    companySize: oneOf(AUDIENCE_SIZES, "Please choose an audience type."),
    aiConcept: oneOf(CONCEPTS, "Please choose an AI concept."),
    audienceLevel: oneOf(ATTITUDES, "Please choose an audience level."),
    additionalContext: optional(CONTEXT_LIMIT),
  })
  .refine((a) => hasChoiceOrTyped(a.industry, a.customIndustry), { message: "Please choose or type an industry." })
  .refine((a) => hasChoiceOrTyped(a.location, a.customLocation), { message: "Please choose or type a location." });
