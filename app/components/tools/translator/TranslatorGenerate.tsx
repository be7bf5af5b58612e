import { Loader2, Sparkles } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { CONTEXT_LIMIT, type TranslatorAnswers } from "~/modules/tools/translator/answers";

/** Step 5: optional context, then generation (a POST carrying every answer). */
export function TranslatorGenerate({ answers, previousHref }: { answers: TranslatorAnswers; previousHref: string }) {
  const navigation = useNavigation();
  const generating = navigation.state === "submitting";
  const carried = Object.entries(answers).filter(([key, value]) => key !== "additionalContext" && value !== "");
  return (
    <Form method="post" className="space-y-6" aria-busy={generating}>
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <h2 className="text-xl font-bold text-slate-950 sm:text-2xl">Anything else we should know?</h2>
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
        <p role="status" className="flex items-center gap-3 rounded-lg bg-brand-50 p-4 text-brand-900">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          Creating your explanation package. This usually takes 30-60 seconds.
        </p>
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
