import { useSearchParams } from "react-router";
import { ChoiceGroup } from "~/components/tools/ChoiceGroup";
import { ToolPage } from "~/components/tools/ToolPage";
import { WizardForm } from "~/components/tools/WizardForm";
import { QUIZ_STEPS, readQuizAnswers } from "~/modules/tools/business-quiz/answers";
import { QUIZ_QUESTIONS } from "~/modules/tools/business-quiz/questions";
import { wizardPosition } from "~/modules/tools/wizard";
import { QuizIntro } from "./QuizIntro";

interface BusinessQuizProps {
  /** The intro variant opens with a start card instead of the first question. */
  withIntro: boolean;
}

/** Five questions (URL state); 'See My Results' posts them and the blueprint opens at its own link. */
export function BusinessQuiz({ withIntro }: BusinessQuizProps) {
  const [searchParams] = useSearchParams();
  const answers = readQuizAnswers(searchParams);
  const position = wizardPosition(searchParams.get("step"), QUIZ_STEPS, answers);
  const showIntro = withIntro && !searchParams.has("step");
  // A link to "results" with every answer given (an old bookmark) offers the last question again.
  const step = position.kind === "results" ? QUIZ_STEPS.length : position.step;
  const question = QUIZ_QUESTIONS[step - 1]!;

  return (
    <ToolPage toolId="ai-business-quiz" screen={showIntro ? { kind: "intro" } : { kind: "step", step }}>
      {showIntro ? (
        <QuizIntro />
      ) : (
        <WizardForm
          key={step}
          step={step}
          steps={QUIZ_STEPS}
          answers={answers}
          readAnswers={readQuizAnswers}
          progress={{ unit: "Question" }}
          title={question.title}
          finishLabel="See My Results"
          postOnFinish
          blocked={position.kind === "step" && position.blocked}
        >
          <ChoiceGroup
            name={question.id}
            legend={question.title}
            hideLegend
            columns={2}
            defaultValue={answers[question.id]}
            options={question.options}
          />
        </WizardForm>
      )}
    </ToolPage>
  );
}
