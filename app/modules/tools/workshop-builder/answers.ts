import { optionValues } from "../choice";
import { pickOption, type WizardStep } from "../wizard";
import {
  AUDIENCE_LEVELS,
  DELIVERY_STYLES,
  FREQUENCIES,
  INDUSTRIES,
  LOCATIONS,
  MARKETS,
  STRENGTHS,
  type WorkshopAnswers,
} from "./options";

export function readWorkshopAnswers(params: URLSearchParams): WorkshopAnswers {
  return {
    industry: pickOption(params, "industry", INDUSTRIES),
    audienceLevel: pickOption(params, "audienceLevel", optionValues(AUDIENCE_LEVELS)),
    strength: pickOption(params, "strength", optionValues(STRENGTHS)),
    deliveryStyle: pickOption(params, "deliveryStyle", optionValues(DELIVERY_STYLES)),
    location: pickOption(params, "location", optionValues(LOCATIONS)),
    marketType: pickOption(params, "marketType", optionValues(MARKETS)),
    frequency: pickOption(params, "frequency", optionValues(FREQUENCIES)),
  };
}

function stepFor(...fields: (keyof WorkshopAnswers)[]): WizardStep<WorkshopAnswers> {
  return { fields, isComplete: (answers) => fields.every((field) => answers[field] !== "") };
}

/** Six steps; step 5 needs both the location and the target market. */
export const WORKSHOP_STEPS: readonly WizardStep<WorkshopAnswers>[] = [
  stepFor("industry"),
  stepFor("audienceLevel"),
  stepFor("strength"),
  stepFor("deliveryStyle"),
  stepFor("location", "marketType"),
  stepFor("frequency"),
];
