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

const values = (choices: readonly { value: string }[]) => choices.map((choice) => choice.value);

export function readWorkshopAnswers(params: URLSearchParams): WorkshopAnswers {
  return {
    industry: pickOption(params, "industry", INDUSTRIES),
    audienceLevel: pickOption(params, "audienceLevel", values(AUDIENCE_LEVELS)),
    strength: pickOption(params, "strength", values(STRENGTHS)),
    deliveryStyle: pickOption(params, "deliveryStyle", values(DELIVERY_STYLES)),
    location: pickOption(params, "location", values(LOCATIONS)),
    marketType: pickOption(params, "marketType", values(MARKETS)),
    frequency: pickOption(params, "frequency", values(FREQUENCIES)),
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
