import { data } from "react-router";
import { AskAnswerView } from "~/components/ask/AskAnswerView";
import { AskForm } from "~/components/ask/AskForm";
import { answerRequest, questionOf } from "~/modules/ask/ask-request.server";
import { QUESTION_PARAM } from "~/modules/ask/contract";
import type { PageHandle } from "~/modules/page-scripts/handle";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/ask";

export async function loader({ request, context }: Route.LoaderArgs) {
  const question = questionOf(request);
  try {
    const outcome = await answerRequest(request, context);
    if (outcome.kind === "limited")
      return data(
        { question, error: outcome.message, answered: undefined },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    return { question, error: undefined, answered: outcome.kind === "answered" ? outcome : undefined };
  } catch (error) {
    context.logger.error({ err: error }, "ask failed");
    const message = "Ask is not available right now. Please search the catalog instead.";
    return data({ question, error: message, answered: undefined }, { status: 503 });
  }
}

export default function AskPage({ loaderData }: Route.ComponentProps) {
  const { question, error, answered } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-950">Ask the library</h1>
      <p className="mt-3 text-lg text-slate-700">
        Answers come from our playbooks only, in their own words, and every sentence links to the section that says it.
      </p>
      <AskForm question={question} />
      <div data-ask-output aria-live="polite">
        {error && (
          <p role="alert" className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900">
            {error}
          </p>
        )}
        {answered && (
          <AskAnswerView
            answer={answered.result.answer}
            sentences={answered.result.sentences}
            questionId={answered.questionId}
          />
        )}
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: args.data?.question ? `${args.data.question} · Ask the library` : "Ask the library",
    description:
      "Ask a question and get an answer from the playbooks, every sentence linked to the section that says it.",
    // Every answer page names /ask as its canonical page: search engines fold the made-up
    // addresses of typed questions into the one Ask page instead of indexing each (ADR 0033).
    canonicalPath: "/ask",
  });

/** Personal: each answer carries its own id for the reader's rating, so no shared cache keeps it. */
export const handle: PageHandle = { audience: "personal", hydrate: "never", scripts: ["ask"], query: [QUESTION_PARAM] };
