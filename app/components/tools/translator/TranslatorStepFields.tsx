import { ChoiceGroup } from "~/components/tools/ChoiceGroup";
import { ChoiceWithOther } from "~/components/tools/ChoiceWithOther";
import { NAME_LIMIT, type TranslatorAnswers } from "~/modules/tools/translator/answers";
import { ATTITUDES, AUDIENCE_SIZES, LOCATIONS } from "~/modules/tools/translator/audiences";
import { CONCEPTS } from "~/modules/tools/translator/concepts";
import { INDUSTRIES } from "~/modules/tools/translator/industries";

export const TRANSLATOR_STEP_TITLES = [
  "Which industry is your audience in?",
  "Where are they, and who are they?",
  "Which AI concept do you need to explain?",
  "How does your audience feel about AI?",
  "Anything else we should know?",
] as const;

/** Industry and location: a listed choice, or "Other" with the name typed beside it. */
const TYPED_CHOICES = {
  industry: {
    otherName: "customIndustry",
    legend: "Industry",
    otherLabel: "Not listed? Type your industry",
    options: INDUSTRIES,
  },
  location: {
    otherName: "customLocation",
    legend: "Location",
    otherLabel: "Not listed? Type the country or region",
    options: LOCATIONS,
  },
} as const;

function TypedChoice({ field, answers }: { field: keyof typeof TYPED_CHOICES; answers: TranslatorAnswers }) {
  const choice = TYPED_CHOICES[field];
  return (
    <ChoiceWithOther
      name={field}
      {...choice}
      defaultValue={answers[field]}
      defaultOther={answers[choice.otherName]}
      maxLength={NAME_LIMIT}
    />
  );
}

/** The questions of steps 1-4 (step 5 is the generate form). */
export function TranslatorStepFields({ step, answers }: { step: number; answers: TranslatorAnswers }) {
  switch (step) {
    case 1:
      return <TypedChoice field="industry" answers={answers} />;
    case 2:
      return (
        <div className="space-y-8">
          <TypedChoice field="location" answers={answers} />
          <ChoiceGroup
            name="companySize"
            legend="Audience type"
            defaultValue={answers.companySize}
            options={AUDIENCE_SIZES}
          />
        </div>
      );
    case 3:
      return (
        <ChoiceGroup
          name="aiConcept"
          legend={TRANSLATOR_STEP_TITLES[2]}
          hideLegend
          defaultValue={answers.aiConcept}
          options={CONCEPTS.map((concept) => ({ value: concept.value, label: concept.label }))}
        />
      );
    default:
      return (
        <ChoiceGroup
          name="audienceLevel"
          legend={TRANSLATOR_STEP_TITLES[3]}
          hideLegend
          columns={3}
          defaultValue={answers.audienceLevel}
          options={ATTITUDES}
        />
      );
  }
}
