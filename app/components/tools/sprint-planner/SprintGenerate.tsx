import { Loader2, Sparkles } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { HiddenFields } from "~/components/tools/HiddenFields";
import { buttonClass } from "~/components/ui/button";
import { countOf } from "~/modules/text/words";
import { OBSTACLES, SPRINT_QUESTIONS, type SprintAnswers } from "~/modules/tools/sprint-planner/questions";
import { carriedAnswers } from "~/modules/tools/wizard";

function display(field: keyof SprintAnswers, answers: SprintAnswers): string {
  if (field === "obstacle") return OBSTACLES.find((option) => option.value === answers.obstacle)?.label ?? "";
  if (field === "confidence") return `${answers.confidence} / 10`;
  if (field === "hours") return `${countOf(answers.hours, "hour")} a week`;
  return answers[field] as string;
}

/** Phase 3: the answers for a last look, and the button that generates the plan (a POST). */
export function SprintGenerate({ answers, editHref }: { answers: SprintAnswers; editHref: (step: number) => string }) {
  const navigation = useNavigation();
  const generating = navigation.state === "submitting";
  return (
    <Form method="post" className="space-y-6">
      <h2 className="text-xl font-bold text-slate-950 sm:text-2xl">Ready to build your plan</h2>
      <HiddenFields values={carriedAnswers(answers, [])} />
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {SPRINT_QUESTIONS.map((question, index) => (
          <li key={question.field} className="flex flex-col gap-1 p-4 sm:flex-row sm:justify-between sm:gap-4">
            <div>
              <p className="text-sm font-medium text-slate-700">{question.title}</p>
              <p className="mt-1 whitespace-pre-line text-slate-950">{display(question.field, answers)}</p>
            </div>
            <Link to={editHref(index + 1)} className="shrink-0 text-sm font-medium text-brand-700 hover:underline">
              Edit<span className="sr-only"> answer to: {question.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="flex justify-between gap-3">
        <Link to={editHref(SPRINT_QUESTIONS.length)} className={buttonClass("secondary")}>
          Previous
        </Link>
        <button type="submit" disabled={generating} className={buttonClass("primary", "lg")}>
          {generating ? (
            <>
              <Loader2 aria-hidden="true" className="size-5 animate-spin" />
              Generating Plan...
            </>
          ) : (
            <>
              <Sparkles aria-hidden="true" className="size-5" />
              Generate My 90-Day Plan
            </>
          )}
        </button>
      </div>
    </Form>
  );
}
