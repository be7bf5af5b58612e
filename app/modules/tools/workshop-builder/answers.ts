import { optionValues, type ChoiceLike } from "../choice";
import { pickOption, requiredStep, type WizardStep } from "../wizard";
import {
  AUDIENCE_LEVELS,
  DELIVERY_STYLES,
  EMPTY_WORKSHOP_ANSWERS,
  FREQUENCIES,
  INDUSTRIES,
  LOCATIONS,
  MARKETS,
  RENAMED_INDUSTRIES,
  STRENGTHS,
  type WorkshopAnswers,
} from "./options";

/** Each answer's options: the wizard shows these, and the URL reader accepts only their values. */
export const WORKSHOP_CHOICES: Record<keyof WorkshopAnswers, readonly ChoiceLike[]> = {
  industry: INDUSTRIES.map((industry) => ({ value: industry, label: industry })),
  audienceLevel: AUDIENCE_LEVELS,
  strength: STRENGTHS,
  deliveryStyle: DELIVERY_STYLES.map((style) => ({ ...style, aside: style.duration })),
  location: LOCATIONS,
  marketType: MARKETS,
  frequency: FREQUENCIES,
};

export function readWorkshopAnswers(params: URLSearchParams): WorkshopAnswers {
  const answers = { ...EMPTY_WORKSHOP_ANSWERS };
  const renamed = RENAMED_INDUSTRIES[params.get("industry") ?? ""];
  // An old result link or stored result spells the industry as the builder once did.
  const current = new URLSearchParams(params);
  if (renamed) current.set("industry", renamed);
  for (const field of Object.keys(answers) as (keyof WorkshopAnswers)[]) {
    answers[field] = pickOption(current, field, optionValues(WORKSHOP_CHOICES[field]));
  }
  return answers;
}

/** Six steps; step 5 needs both the location and the target market. */
export const WORKSHOP_STEPS: readonly WizardStep<WorkshopAnswers>[] = [
  requiredStep("industry"),
  requiredStep("audienceLevel"),
  requiredStep("strength"),
  requiredStep("deliveryStyle"),
  requiredStep("location", "marketType"),
  requiredStep("frequency"),
];
