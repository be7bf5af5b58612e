import { useSearchParams } from "react-router";
import { ChoiceGroup } from "~/components/tools/ChoiceGroup";
import { StepProgress } from "~/components/tools/StepProgress";
import { ToolCard, ToolHeader } from "~/components/tools/ToolHeader";
import { WizardForm } from "~/components/tools/WizardForm";
import { findTool } from "~/modules/tools/definitions";
import {
  answerIds,
  questionField,
  readSalesBlockAnswers,
  SALES_BLOCK_STEPS,
} from "~/modules/tools/sales-blocks/answers";
import { SALES_BLOCK_QUESTIONS } from "~/modules/tools/sales-blocks/questions";
import { scoreSalesBlocks } from "~/modules/tools/sales-blocks/scoring";
import { seededShuffle } from "~/modules/tools/sales-blocks/shuffle";
import { carriedAnswers, stepHref, wizardPosition } from "~/modules/tools/wizard";
import { SalesBlocksIntro } from "./SalesBlocksIntro";
import { SalesBlocksReport } from "./SalesBlocksReport";

/** Intro, ten questions (options in this visit's shuffled order, kept by the `seed` in the URL), report. */
export function SalesBlocksDiagnostic({ basePath }: { basePath: string }) {
  const [searchParams] = useSearchParams();
  const tool = findTool("sales-blocks");
  const seed = searchParams.get("seed") ?? "";
  const answers = readSalesBlockAnswers(searchParams);
  const position = wizardPosition(searchParams.get("step"), SALES_BLOCK_STEPS, answers);
  const total = SALES_BLOCK_STEPS.length;
  const answersWithSeed = { seed, ...answers };

  function body() {
    if (!searchParams.has("step")) return <SalesBlocksIntro />;
    if (position.kind === "results") {
      return <SalesBlocksReport result={scoreSalesBlocks(answerIds(answers))} retakeHref={basePath} />;
    }
    const index = position.step - 1;
    const question = SALES_BLOCK_QUESTIONS[index]!;
    const percent = Math.round((position.step / total) * 100);
    return (
      <div className="space-y-6">
        <StepProgress
          label={`Question ${position.step} of ${total}`}
          detail={`${percent}%`}
          current={position.step}
          total={total}
        />
        <WizardForm
          key={position.step}
          step={position.step}
          total={total}
          title={question.prompt}
          carried={carriedAnswers(answersWithSeed, [questionField(index)])}
          previousHref={stepHref(answersWithSeed, position.step - 1)}
          finishLabel="See My Report"
          isComplete={(params) => SALES_BLOCK_STEPS[index]!.isComplete(readSalesBlockAnswers(params))}
          blocked={position.blocked}
        >
          <ChoiceGroup
            name={questionField(index)}
            legend={question.prompt}
            hideLegend
            columns={1}
            defaultValue={answers[questionField(index)]}
            options={seededShuffle(question.options, `${seed}-${index}`).map((option) => ({
              value: option.id,
              label: option.text,
            }))}
          />
        </WizardForm>
      </div>
    );
  }

  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-10">
      <ToolHeader title={tool.title} subtitle={tool.subtitle} />
      <ToolCard>{body()}</ToolCard>
    </main>
  );
}
