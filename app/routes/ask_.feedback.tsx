import { data } from "react-router";
import { rateAnswer } from "~/db/queries/ask-questions.server";
import { ASK_PAGE } from "~/modules/ask/contract";
import { feedbackSchema } from "~/modules/ask/feedback";
import { PRIVATE_STATIC_PAGE } from "~/modules/page-scripts/handle";
import { seoMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/ask_.feedback";

/** POST /ask/feedback: a reader's thumbs up or down on an answer. JSON for the page script, a page without it. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => undefined);
  const parsed = feedbackSchema.safeParse(Object.fromEntries(form ?? []));
  const wantsJson = request.headers.get("accept")?.includes("application/json");
  const answer = (status: number, message: string) =>
    wantsJson ? Response.json({ message }, { status }) : data({ message }, { status });
  if (!parsed.success) return answer(400, parsed.error.issues[0]?.message ?? "Choose yes or no.");
  const { id, ...rating } = parsed.data;
  if (!(await rateAnswer(context.db, id, rating))) return answer(404, "This answer can no longer be rated.");
  return answer(200, "Thank you: your rating helps us improve the library.");
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
