import { answerRequest } from "~/modules/ask/ask-request.server";
import { ASK_STREAM_TYPE, streamAnswer } from "~/modules/ask/answer-stream";
import { PRIVATE_PAGE } from "~/modules/page-scripts/handle";
import type { Route } from "./+types/api.ask";

/** The stored question's id, for the reader's thumbs up or down (POST /ask); absent when nothing was stored. */
export const QUESTION_ID_HEADER = "X-Ask-Question-Id";

/**
 * GET /api/ask?q=…: the library's answer as JSON (`AskAnswer`, app/modules/ask/contract.ts,
 * documented in the README), or, asked with `Accept: application/x-ndjson`, the same answer
 * streamed a line at a time (the page scripts render it sentence by sentence).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const outcome = await answerRequest(request, context);
    if (outcome.kind === "empty")
      return Response.json({ error: "Ask a question: /api/ask?q=your+question" }, { status: 400 });
    if (outcome.kind === "limited")
      return Response.json(
        { error: outcome.message },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    const headers = new Headers(outcome.questionId ? { [QUESTION_ID_HEADER]: outcome.questionId } : {});
    if (!request.headers.get("accept")?.includes(ASK_STREAM_TYPE))
      return Response.json(outcome.result.answer, { headers });
    headers.set("Content-Type", `${ASK_STREAM_TYPE}; charset=utf-8`);
    return new Response(streamAnswer(outcome.result, outcome.questionId), { headers });
  } catch (error) {
    context.logger.error({ err: error }, "ask failed");
    return Response.json(
      { error: "Ask is not available right now. Please search the catalog instead." },
      { status: 503 },
    );
  }
}

export const handle = PRIVATE_PAGE;
