import { data } from "react-router";
import { ASK_PAGE } from "~/modules/ask/contract";
import { rateFromForm } from "~/modules/ask/feedback.server";
import { PRIVATE_STATIC_PAGE } from "~/modules/page-scripts/handle";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/ask_.feedback";

/** POST /ask/feedback: a reader's thumbs up or down on an answer, from the form without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  const { status, message } = await rateFromForm(request, context.db);
  return data({ message }, { status });
}

export default function AskFeedback({ actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-950">Rate an answer</h1>
      <p role="status" className="mt-4 text-lg text-slate-800">
        {actionData?.message ?? "Answers are rated from the Ask the library page."}
      </p>
      <a href={ASK_PAGE} className="mt-6 inline-block font-semibold text-brand-700 underline hover:text-brand-900">
        Ask another question
      </a>
    </main>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Rate an answer", noindex: true });

export const handle = PRIVATE_STATIC_PAGE;
