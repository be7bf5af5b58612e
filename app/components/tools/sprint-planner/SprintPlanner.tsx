import { useSearchParams } from "react-router";
import { ErrorAlert } from "~/components/tools/ErrorAlert";
import { StepProgress } from "~/components/tools/StepProgress";
import { ToolPage } from "~/components/tools/ToolPage";
import type { ToolScreen } from "~/components/tools/useToolFunnel";
import { WizardForm } from "~/components/tools/WizardForm";
import { useGenerationFailure, type GenerationFailure } from "~/components/tools/useGenerationFailure";
import type { ToastMessage } from "~/components/ui/toaster";
import { readSprintAnswers, SPRINT_STEPS } from "~/modules/tools/sprint-planner/answers";
import { SPRINT_QUESTIONS } from "~/modules/tools/sprint-planner/questions";
import { stepHref, wizardPosition } from "~/modules/tools/wizard";
import { SprintGenerate } from "./SprintGenerate";
import { SprintQuestionField } from "./SprintQuestionField";

/** The spec's message; the reason, when there is one, shows on the page above the answers. */
const failureToast = (): ToastMessage => ({
  title: "Error",
  description: "Failed to generate your plan. Please try again.",
  variant: "destructive",
});

/** Eight questions in two phases (URL state), then Plan Generation (a POST); the plan opens at its own link. */
export function SprintPlanner({ actionData }: { actionData: GenerationFailure }) {
  const [searchParams] = useSearchParams();
  const answers = readSprintAnswers(searchParams);
  const position = wizardPosition(searchParams.get("step"), SPRINT_STEPS, answers);
  useGenerationFailure(actionData, failureToast);

  function body() {
    if (position.kind === "results") {
      return (
        <div className="space-y-6">
          <StepProgress label="Phase 3 of 3: Plan Generation" current={1} total={1} />
          {actionData && <ErrorAlert>{actionData.error}</ErrorAlert>}
          <SprintGenerate answers={answers} editHref={(step) => stepHref(answers, step)} />
        </div>
      );
    }
    const question = SPRINT_QUESTIONS[position.step - 1]!;
    const phase = question.phase === "Goal Discovery" ? "Phase 1 of 3: Goal Discovery" : "Phase 2 of 3: Reality Check";
    return (
      <WizardForm
        key={position.step}
        step={position.step}
        steps={SPRINT_STEPS}
        answers={answers}
        readAnswers={readSprintAnswers}
        progress={{ unit: "Question", detail: phase }}
        title={question.title}
        finishLabel="Review My Answers"
        blocked={position.blocked}
        blockedMessage={question.field === "hours" ? "Please enter between 1 and 40 hours a week." : undefined}
      >
        <SprintQuestionField question={question} answers={answers} />
      </WizardForm>
    );
  }

  const screen: ToolScreen = position.kind === "results" ? { kind: "review" } : position;
  return (
    <ToolPage toolId="sprint-planner" screen={screen}>
      {body()}
    </ToolPage>
  );
}
