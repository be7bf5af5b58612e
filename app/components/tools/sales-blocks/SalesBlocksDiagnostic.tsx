import { useSearchParams } from "react-router";
import { ChoiceGroup } from "~/components/tools/ChoiceGroup";
import { ToolPage } from "~/components/tools/ToolPage";
import { WizardForm } from "~/components/tools/WizardForm";
import {
  answerIds,
  questionField,
  readSalesBlockAnswers,
  SALES_BLOCK_STEPS,
} from "~/modules/tools/sales-blocks/answers";
import { SALES_BLOCK_QUESTIONS } from "~/modules/tools/sales-blocks/questions";
import { scoreSalesBlocks } from "~/modules/tools/sales-blocks/scoring";
import { seededShuffle } from "~/modules/tools/sales-blocks/shuffle";
import { wizardPosition } from "~/modules/tools/wizard";
import { SalesBlocksIntro } from "./SalesBlocksIntro";
import { SalesBlocksReport } from "./SalesBlocksReport";

/** Intro, ten questions (options in this visit's shuffled order, kept by the `seed` in the URL), report. */
export function SalesBlocksDiagnostic({ basePath }: { basePath: string }) {
  const [searchParams] = useSearchParams();
  const seed = searchParams.get("seed") ?? "";
  const answers = readSalesBlockAnswers(searchParams);
  const position = wizardPosition(searchParams.get("step"), SALES_BLOCK_STEPS, answers);

  function body() {
    if (!searchParams.has("step")) return <SalesBlocksIntro />;
    if (position.kind === "results") {
      return <SalesBlocksReport result={scoreSalesBlocks(answerIds(answers))} retakeHref={basePath} />;
    }
    const index = position.step - 1;
    const question = SALES_BLOCK_QUESTIONS[index]!;
    const percent = Math.round((position.step / SALES_BLOCK_STEPS.length) * 100);
    return (
      <WizardForm
        key={position.step}
        step={position.step}
        steps={SALES_BLOCK_STEPS}
        answers={{ seed, ...answers }}
        readAnswers={readSalesBlockAnswers}
        progress={{ unit: "Question", detail: `${percent}%` }}
        title={question.prompt}
        finishLabel="See My Report"
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
    );
  }

  return (
    <ToolPage toolId="sales-blocks" screen={searchParams.has("step") ? position : { kind: "intro" }} narrow>
      {body()}
    </ToolPage>
  );
}
