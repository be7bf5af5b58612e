import { rateFromForm } from "~/modules/ask/feedback.server";
import { PRIVATE_PAGE } from "~/modules/page-scripts/handle";
import type { Route } from "./+types/api.ask.feedback";

export function loader() {
  return Response.json({ error: "Use POST to rate an answer." }, { status: 405, headers: { Allow: "POST" } });
}

/** POST /api/ask/feedback: the same rating as /ask/feedback, answered in JSON for the ask page script. */
export async function action({ request, context }: Route.ActionArgs) {
  const { status, message } = await rateFromForm(request, context.db);
  return Response.json({ message }, { status });
}

export const handle = PRIVATE_PAGE;
