import { useSearchParams } from "react-router";
import { StepProgress } from "~/components/tools/StepProgress";
import { ToolCard, ToolHeader } from "~/components/tools/ToolHeader";
import { WizardForm } from "~/components/tools/WizardForm";
import { readWorkshopAnswers, WORKSHOP_STEPS } from "~/modules/tools/workshop-builder/answers";
import { findTool } from "~/modules/tools/definitions";
import { carriedAnswers, RESULTS_STEP, stepHref, wizardPosition } from "~/modules/tools/wizard";
import { WorkshopBlueprint } from "./WorkshopBlueprint";
import { WORKSHOP_STEP_TITLES, WorkshopStepFields } from "./WorkshopSteps";

/** The whole Workshop Builder screen; its state is the URL (see modules/tools/wizard). */
export function WorkshopBuilder({ basePath }: { basePath: string }) {
  const [searchParams] = useSearchParams();
  const answers = readWorkshopAnswers(searchParams);
  const position = wizardPosition(searchParams.get("step"), WORKSHOP_STEPS, answers);
  const total = WORKSHOP_STEPS.length;
  const tool = findTool("workshop-builder");

  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10">
      <ToolHeader title={tool.title} subtitle={tool.subtitle} />
      <ToolCard>
        {position.kind === "results" ? (
          <WorkshopBlueprint
            answers={answers}
            showResources={searchParams.get("resources") === "1"}
            resourcesHref={`${stepHref(answers, RESULTS_STEP)}&resources=1`}
            startOverHref={basePath}
          />
        ) : (
          <div className="space-y-6">
            <StepProgress label={`Step ${position.step} of ${total}`} current={position.step} total={total} />
            <WizardForm
              key={position.step}
              step={position.step}
              total={total}
              title={WORKSHOP_STEP_TITLES[position.step - 1]!}
              carried={carriedAnswers(answers, WORKSHOP_STEPS[position.step - 1]!.fields)}
              previousHref={stepHref(answers, position.step - 1)}
              finishLabel="Get My Plan"
              isComplete={(params) => WORKSHOP_STEPS[position.step - 1]!.isComplete(readWorkshopAnswers(params))}
              blocked={position.blocked}
              blockedMessage={position.step === 5 ? "Please choose both a location and a target market." : undefined}
            >
              <WorkshopStepFields step={position.step} answers={answers} />
            </WizardForm>
          </div>
        )}
      </ToolCard>
    </main>
  );
}
