import { useSearchParams } from "react-router";
import { ChoiceGroup } from "~/components/tools/ChoiceGroup";
import { ToolPage } from "~/components/tools/ToolPage";
import { WizardForm } from "~/components/tools/WizardForm";
import { QUIZ_STEPS, readQuizAnswers } from "~/modules/tools/business-quiz/answers";
import type { RoadmapStep } from "~/modules/tools/business-quiz/models";
import type { QuizOffers } from "~/modules/tools/business-quiz/offers";
import type { BusinessModelId } from "~/modules/tools/business-quiz/questions";
import { QUIZ_QUESTIONS } from "~/modules/tools/business-quiz/questions";
import { wizardPosition } from "~/modules/tools/wizard";
import { QuizIntro } from "./QuizIntro";
import { QuizResults } from "./QuizResults";

interface BusinessQuizProps {
  /** The intro variant opens with a start card instead of the first question. */
  withIntro: boolean;
  roadmaps?: Partial<Record<BusinessModelId, readonly RoadmapStep[]>>;
  offers: QuizOffers;
}

export function BusinessQuiz({ withIntro, roadmaps, offers }: BusinessQuizProps) {
  const [searchParams] = useSearchParams();
  const answers = readQuizAnswers(searchParams);
  const position = wizardPosition(searchParams.get("step"), QUIZ_STEPS, answers);
  const showIntro = withIntro && !searchParams.has("step");

  function body() {
    if (showIntro) return <QuizIntro />;
    if (position.kind === "results") {
      return <QuizResults answers={answers} roadmaps={roadmaps} offers={offers} restartHref="?step=1" />;
    }
    const question = QUIZ_QUESTIONS[position.step - 1]!;
    return (
      <WizardForm
        key={position.step}
        step={position.step}
        steps={QUIZ_STEPS}
        answers={answers}
        readAnswers={readQuizAnswers}
        progress={{ unit: "Question" }}
        title={question.title}
        finishLabel="See My Results"
        blocked={position.blocked}
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
    );
  }

  return <ToolPage toolId="ai-business-quiz">{body()}</ToolPage>;
}
