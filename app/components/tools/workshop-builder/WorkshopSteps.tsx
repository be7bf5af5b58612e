import { ChoiceGroup } from "~/components/tools/ChoiceGroup";
import { WORKSHOP_CHOICES, WORKSHOP_STEPS } from "~/modules/tools/workshop-builder/answers";
import type { WorkshopAnswers } from "~/modules/tools/workshop-builder/options";

export const WORKSHOP_STEP_TITLES = [
  "Which industry will your workshop serve?",
  "How comfortable is your audience with AI?",
  "What is your biggest strength as a trainer?",
  "How would you like to deliver it?",
  "Where will you run it, and for whom?",
  "How often do you want to run workshops?",
] as const;

/** Grid columns per question: short labels sit three abreast, long descriptions get the full width. */
const COLUMNS: Record<keyof WorkshopAnswers, 1 | 2 | 3> = {
  industry: 3,
  audienceLevel: 1,
  strength: 1,
  deliveryStyle: 1,
  location: 2,
  marketType: 3,
  frequency: 1,
};

/** Step 5 asks two questions, so each shows its own legend under the step title. */
const LEGENDS: Partial<Record<keyof WorkshopAnswers, string>> = { location: "Location", marketType: "Target market" };

/** The questions of one step; a lone question's legend repeats the step title for screen readers. */
export function WorkshopStepFields({ step, answers }: { step: number; answers: WorkshopAnswers }) {
  const fields = WORKSHOP_STEPS[step - 1]!.fields;
  const groups = fields.map((field) => (
    <ChoiceGroup
      key={field}
      name={field}
      legend={LEGENDS[field] ?? WORKSHOP_STEP_TITLES[step - 1]}
      hideLegend={fields.length === 1}
      columns={COLUMNS[field]}
      defaultValue={answers[field]}
      options={WORKSHOP_CHOICES[field]}
    />
  ));
  return fields.length === 1 ? groups[0] : <div className="space-y-8">{groups}</div>;
}
