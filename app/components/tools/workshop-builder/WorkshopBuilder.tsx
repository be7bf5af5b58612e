import { useSearchParams } from "react-router";
import { ToolPage } from "~/components/tools/ToolPage";
import { WizardForm } from "~/components/tools/WizardForm";
import { readWorkshopAnswers, WORKSHOP_STEPS } from "~/modules/tools/workshop-builder/answers";
import { RESULTS_STEP, stepHref, wizardPosition } from "~/modules/tools/wizard";
import { WorkshopBlueprint } from "./WorkshopBlueprint";
import { WORKSHOP_STEP_TITLES, WorkshopStepFields } from "./WorkshopSteps";

/** The whole Workshop Builder screen; its state is the URL (see modules/tools/wizard). */
export function WorkshopBuilder({ basePath }: { basePath: string }) {
  const [searchParams] = useSearchParams();
  const answers = readWorkshopAnswers(searchParams);
  const position = wizardPosition(searchParams.get("step"), WORKSHOP_STEPS, answers);

  return (
    <ToolPage toolId="workshop-builder" screen={position}>
      {position.kind === "results" ? (
        <WorkshopBlueprint
          answers={answers}
          showResources={searchParams.get("resources") === "1"}
          resourcesHref={`${stepHref(answers, RESULTS_STEP)}&resources=1`}
          startOverHref={basePath}
        />
      ) : (
        <WizardForm
          key={position.step}
          step={position.step}
          steps={WORKSHOP_STEPS}
          answers={answers}
          readAnswers={readWorkshopAnswers}
          progress={{ unit: "Step" }}
          title={WORKSHOP_STEP_TITLES[position.step - 1]!}
          finishLabel="Get My Plan"
          blocked={position.blocked}
          blockedMessage={position.step === 5 ? "Please choose both a location and a target market." : undefined}
        >
          <WorkshopStepFields step={position.step} answers={answers} />
        </WizardForm>
      )}
    </ToolPage>
  );
}
