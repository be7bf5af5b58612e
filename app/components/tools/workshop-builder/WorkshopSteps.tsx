import { ChoiceGroup } from "~/components/tools/ChoiceGroup";
import {
  AUDIENCE_LEVELS,
  DELIVERY_STYLES,
  FREQUENCIES,
  INDUSTRIES,
  LOCATIONS,
  MARKETS,
  STRENGTHS,
  type WorkshopAnswers,
} from "~/modules/tools/workshop-builder/options";

export const WORKSHOP_STEP_TITLES = [
  "Which industry will your workshop serve?",
  "How comfortable is your audience with AI?",
  "What is your biggest strength as a trainer?",
  "How would you like to deliver it?",
  "Where will you run it, and for whom?",
  "How often do you want to run workshops?",
] as const;

/** The questions of one step; the legend repeats the step title for screen readers. */
export function WorkshopStepFields({ step, answers }: { step: number; answers: WorkshopAnswers }) {
  const legend = WORKSHOP_STEP_TITLES[step - 1];
  switch (step) {
    case 1:
      return (
        <ChoiceGroup
          name="industry"
          legend={legend}
          hideLegend
          columns={3}
          defaultValue={answers.industry}
          options={INDUSTRIES.map((industry) => ({ value: industry, label: industry }))}
        />
      );
    case 2:
      return (
        <ChoiceGroup
          name="audienceLevel"
          legend={legend}
          hideLegend
          columns={1}
          defaultValue={answers.audienceLevel}
          options={AUDIENCE_LEVELS}
        />
      );
    case 3:
      return (
        <ChoiceGroup
          name="strength"
          legend={legend}
          hideLegend
          columns={1}
          defaultValue={answers.strength}
          options={STRENGTHS}
        />
      );
    case 4:
      return (
        <ChoiceGroup
          name="deliveryStyle"
          legend={legend}
          hideLegend
          columns={1}
          defaultValue={answers.deliveryStyle}
          options={DELIVERY_STYLES.map((style) => ({ ...style, aside: style.duration }))}
        />
      );
    case 5:
      return (
        <div className="space-y-8">
          <ChoiceGroup name="location" legend="Location" defaultValue={answers.location} options={LOCATIONS} />
          <ChoiceGroup
            name="marketType"
            legend="Target market"
            columns={3}
            defaultValue={answers.marketType}
            options={MARKETS}
          />
        </div>
      );
    default:
      return (
        <ChoiceGroup
          name="frequency"
          legend={legend}
          hideLegend
          columns={1}
          defaultValue={answers.frequency}
          options={FREQUENCIES}
        />
      );
  }
}
