import { useSearchParams } from "react-router";
import { ChoiceGroup } from "~/components/tools/ChoiceGroup";
import { ToolPage } from "~/components/tools/ToolPage";
import { WizardForm } from "~/components/tools/WizardForm";
import { questionField, readSalesBlockAnswers, SALES_BLOCK_STEPS } from "~/modules/tools/sales-blocks/answers";
import { SALES_BLOCK_QUESTIONS } from "~/modules/tools/sales-blocks/questions";
import { seededShuffle } from "~/modules/tools/sales-blocks/shuffle";
import { wizardPosition } from "~/modules/tools/wizard";
import { SalesBlocksIntro } from "./SalesBlocksIntro";

/**
 * Intro, then ten questions (options in this visit's shuffled order, kept by the `seed` in the
 * URL); 'See My Report' posts the answers and the report opens at its own link.
 */
export function SalesBlocksDiagnostic() {
  const [searchParams] = useSearchParams();
  const seed = searchParams.get("seed") ?? "";
  const answers = readSalesBlockAnswers(searchParams);
  const position = wizardPosition(searchParams.get("step"), SALES_BLOCK_STEPS, answers);
  // A link to "results" with every answer given (an old bookmark) offers the last question again.
  const step = position.kind === "results" ? SALES_BLOCK_STEPS.length : position.step;
  const index = step - 1;
  const question = SALES_BLOCK_QUESTIONS[index]!;
  const percent = Math.round((step / SALES_BLOCK_STEPS.length) * 100);

  return (
    <ToolPage
      toolId="sales-blocks"
      screen={searchParams.has("step") ? { kind: "step", step } : { kind: "intro" }}
      narrow
    >
      {searchParams.has("step") ? (
        <WizardForm
          key={step}
          step={step}
          steps={SALES_BLOCK_STEPS}
          answers={{ seed, ...answers }}
          readAnswers={readSalesBlockAnswers}
          progress={{ unit: "Question", detail: `${percent}%` }}
          title={question.prompt}
          finishLabel="See My Report"
          postOnFinish
          blocked={position.kind === "step" && position.blocked}
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
      ) : (
        <SalesBlocksIntro />
      )}
    </ToolPage>
  );
}
