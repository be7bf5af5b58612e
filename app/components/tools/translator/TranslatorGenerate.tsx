import { Sparkles } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { GeneratingNotice } from "~/components/tools/GeneratingNotice";
import { HiddenFields } from "~/components/tools/HiddenFields";
import { buttonClass } from "~/components/ui/button";
import { CONTEXT_LIMIT, type TranslatorAnswers } from "~/modules/tools/translator/answers";
import { carriedAnswers } from "~/modules/tools/wizard";
import { TRANSLATOR_STEP_TITLES } from "./TranslatorStepFields";

/** Step 5: optional context, then generation (a POST carrying every answer). */
export function TranslatorGenerate({ answers, previousHref }: { answers: TranslatorAnswers; previousHref: string }) {
  const navigation = useNavigation();
  const generating = navigation.state === "submitting";
  return (
    <Form method="post" className="space-y-6" aria-busy={generating}>
      <HiddenFields values={carriedAnswers(answers, ["additionalContext"])} />
      <h2 className="text-xl font-bold text-slate-950 sm:text-2xl">{TRANSLATOR_STEP_TITLES[4]}</h2>
      <div>
        <label htmlFor="additionalContext" className="mb-1 block text-sm font-medium text-slate-800">
          Additional context (optional)
        </label>
        <textarea
          id="additionalContext"
          name="additionalContext"
          rows={4}
          maxLength={CONTEXT_LIMIT}
          defaultValue={answers.additionalContext}
          aria-describedby="additionalContext-help"
          className="w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-950 focus:border-brand-600"
        />
        <p id="additionalContext-help" className="mt-1 text-sm text-slate-700">
          For example the event, the room, or a concern you already know about.
        </p>
      </div>
      {generating && (
        <GeneratingNotice>Creating your explanation package. This usually takes 30-60 seconds.</GeneratingNotice>
      )}
      <div className="flex items-center justify-between gap-4 border-t border-slate-200 pt-6">
        <Link to={previousHref} className={buttonClass("secondary")}>
          Previous
        </Link>
        <button type="submit" disabled={generating} className={buttonClass("primary", "lg")}>
          <Sparkles aria-hidden="true" className="size-5" />
          {generating ? "Generating..." : "Generate My Package"}
        </button>
      </div>
    </Form>
  );
}
