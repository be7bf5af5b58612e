import { useSearchParams } from "react-router";
import { StepProgress } from "~/components/tools/StepProgress";
import { ToolPage } from "~/components/tools/ToolPage";
import { WizardForm } from "~/components/tools/WizardForm";
import { useGenerationFailure, type GenerationFailure } from "~/components/tools/useGenerationFailure";
import type { ToastMessage } from "~/components/ui/toaster";
import { readTranslatorAnswers, TRANSLATOR_STEPS } from "~/modules/tools/translator/answers";
import { stepHref, wizardPosition } from "~/modules/tools/wizard";
import { TranslatorGenerate } from "./TranslatorGenerate";
import { TRANSLATOR_STEP_TITLES, TranslatorStepFields } from "./TranslatorStepFields";

const BLOCKED_MESSAGES: Record<number, string> = {
  1: "Please choose an industry or type your own.",
  2: "Please choose a location (or type one) and an audience type.",
};

const failureToast = (error: string): ToastMessage => ({
  title: "Failed to generate explanation. Please try again.",
  description: error,
  variant: "destructive",
});

/** Five steps (URL state), then generation (a POST); 'Your AI Explanation Package' opens at its own link. */
export function IndustryTranslator({ actionData }: { actionData: GenerationFailure }) {
  const [searchParams] = useSearchParams();
  const answers = readTranslatorAnswers(searchParams);
  // Step 5 is optional, so "results" is never reached by URL: generation happens from step 5.
  const position = wizardPosition(searchParams.get("step"), TRANSLATOR_STEPS, answers);
  const step = position.kind === "results" ? TRANSLATOR_STEPS.length : position.step;
  const total = TRANSLATOR_STEPS.length;
  useGenerationFailure(actionData, failureToast);

  function body() {
    if (step === total) {
      return (
        <div className="space-y-6">
          <StepProgress label={`Step ${step} of ${total}`} current={step} total={total} />
          <TranslatorGenerate answers={answers} previousHref={stepHref(answers, total - 1)} />
        </div>
      );
    }
    return (
      <WizardForm
        key={step}
        step={step}
        steps={TRANSLATOR_STEPS}
        answers={answers}
        readAnswers={readTranslatorAnswers}
        progress={{ unit: "Step" }}
        title={TRANSLATOR_STEP_TITLES[step - 1]!}
        finishLabel="Next"
        blocked={position.kind === "step" && position.blocked}
        blockedMessage={BLOCKED_MESSAGES[step]}
      >
        <TranslatorStepFields step={step} answers={answers} />
      </WizardForm>
    );
  }

  return (
    <ToolPage toolId="industry-ai-translator" screen={{ kind: "step", step }}>
      {body()}
    </ToolPage>
  );
}
