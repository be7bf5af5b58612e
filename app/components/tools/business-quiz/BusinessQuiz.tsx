import { useSearchParams } from "react-router";
import { ChoiceGroup } from "~/components/tools/ChoiceGroup";
import { StepProgress } from "~/components/tools/StepProgress";
import { ToolCard, ToolHeader } from "~/components/tools/ToolHeader";
import { WizardForm } from "~/components/tools/WizardForm";
import { QUIZ_STEPS, readQuizAnswers } from "~/modules/tools/business-quiz/answers";
import type { RoadmapStep } from "~/modules/tools/business-quiz/models";
import type { BusinessModelId } from "~/modules/tools/business-quiz/questions";
import { QUIZ_QUESTIONS } from "~/modules/tools/business-quiz/questions";
import { findTool } from "~/modules/tools/definitions";
import { carriedAnswers, stepHref, wizardPosition } from "~/modules/tools/wizard";
import { QuizIntro } from "./QuizIntro";
import { QuizResults, type QuizOffers } from "./QuizResults";

interface BusinessQuizProps {
  /** The intro variant opens with a start card instead of the first question. */
  withIntro: boolean;
  roadmaps?: Partial<Record<BusinessModelId, readonly RoadmapStep[]>>;
  offers: QuizOffers;
}

export function BusinessQuiz({ withIntro, roadmaps, offers }: BusinessQuizProps) {
  const [searchParams] = useSearchParams();
  const tool = findTool("ai-business-quiz");
  const answers = readQuizAnswers(searchParams);
  const position = wizardPosition(searchParams.get("step"), QUIZ_STEPS, answers);
  const showIntro = withIntro && !searchParams.has("step");
  const total = QUIZ_STEPS.length;

  function body() {
    if (showIntro) return <QuizIntro />;
    if (position.kind === "results") {
      return <QuizResults answers={answers} roadmaps={roadmaps} offers={offers} restartHref="?step=1" />;
    }
    const question = QUIZ_QUESTIONS[position.step - 1]!;
    return (
      <div className="space-y-6">
        <StepProgress label={`Question ${position.step} of ${total}`} current={position.step} total={total} />
        <WizardForm
          key={position.step}
          step={position.step}
          total={total}
          title={question.title}
          carried={carriedAnswers(answers, [question.id])}
          previousHref={stepHref(answers, position.step - 1)}
          finishLabel="See My Results"
          isComplete={(params) => QUIZ_STEPS[position.step - 1]!.isComplete(readQuizAnswers(params))}
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
      </div>
    );
  }

  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10">
      <ToolHeader title={tool.title} subtitle={tool.subtitle} />
      <ToolCard>{body()}</ToolCard>
    </main>
  );
}
