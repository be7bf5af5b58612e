import { ASK_PAGE, QUESTION_PARAM } from "~/modules/ask/contract";
import { buttonClass } from "~/components/ui/button";

/** The question form: a GET to /ask, so it works without scripts; the ask page script streams the answer instead. */
export function AskForm({ question }: { question: string }) {
  return (
    <form method="get" action={ASK_PAGE} data-ask-form className="mt-6 flex flex-col gap-3 sm:flex-row">
      <label htmlFor="ask-question" className="sr-only">
        Your question
      </label>
      <input
        id="ask-question"
        name={QUESTION_PARAM}
        type="text"
        defaultValue={question}
        maxLength={500}
        required
        placeholder="How should I price an AI service?"
        className="h-12 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 text-base text-slate-950 placeholder:text-slate-500"
      />
      <button type="submit" className={buttonClass("primary", "lg")}>
        Ask the library
      </button>
    </form>
  );
}
