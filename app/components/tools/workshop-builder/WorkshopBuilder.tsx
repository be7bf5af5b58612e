import { useSearchParams } from "react-router";
import { ToolPage } from "~/components/tools/ToolPage";
import { WizardForm } from "~/components/tools/WizardForm";
import { readWorkshopAnswers, WORKSHOP_STEPS } from "~/modules/tools/workshop-builder/answers";
import { wizardPosition } from "~/modules/tools/wizard";
import { WORKSHOP_STEP_TITLES, WorkshopStepFields } from "./WorkshopSteps";

/**
 * The Workshop Builder's six steps; their state is the URL (see modules/tools/wizard). 'Get My
 * Plan' posts the answers, and the blueprint opens at its own link (routes/tools.results.$id).
 */
export function WorkshopBuilder() {
  const [searchParams] = useSearchParams();
  const answers = readWorkshopAnswers(searchParams);
  const position = wizardPosition(searchParams.get("step"), WORKSHOP_STEPS, answers);
  // A link to "results" with every answer given (an old bookmark) offers the last step again.
  const step = position.kind === "results" ? WORKSHOP_STEPS.length : position.step;
  const blocked = position.kind === "step" && position.blocked;

  return (
    <ToolPage toolId="workshop-builder" screen={{ kind: "step", step }}>
      <WizardForm
        key={step}
        step={step}
        steps={WORKSHOP_STEPS}
        answers={answers}
        readAnswers={readWorkshopAnswers}
        progress={{ unit: "Step" }}
        title={WORKSHOP_STEP_TITLES[step - 1]!}
        finishLabel="Get My Plan"
        postOnFinish
        blocked={blocked}
        blockedMessage={step === 5 ? "Please choose both a location and a target market." : undefined}
      >
        <WorkshopStepFields step={step} answers={answers} />
      </WizardForm>
    </ToolPage>
  );
}
