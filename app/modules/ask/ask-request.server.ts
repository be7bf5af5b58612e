import type { AppContext } from "~/context";
import { insertQuestion } from "~/db/queries/ask-questions.server";
import { mayRecord, requestSignals } from "~/modules/analytics/privacy.server";
import { addressKey } from "~/modules/network/address-key";
import { consumeRateLimit, describeWait } from "~/modules/rate-limit/rate-limit.server";
import { askTheLibrary, readQuestion } from "./ask.server";
import { QUESTION_PARAM } from "./contract";
import type { AskResult } from "./extractive-answer.server";

/** Questions per address (an IPv6 /64 counts as one) per ten minutes: plenty for a reader, little for a scraper. */
export const ASK_LIMIT = { bucket: "ask", limit: 30, windowMs: 10 * 60_000 };

export type AskOutcome =
  | { kind: "empty" }
  | { kind: "limited"; message: string; retryAfterSeconds: number }
  | { kind: "answered"; result: AskResult; questionId?: string };

/** The question a request asks (`?q=`), as Ask reads it; "" when none. */
export const questionOf = (request: Request) =>
  readQuestion(new URL(request.url).searchParams.get(QUESTION_PARAM) ?? "");

/**
 * One reader's question, from the API or the /ask page: limited per address, answered, and
 * stored for the owner's Questions view (with analytics on, for people who did not opt out:
 * the question and its answer, never the address).
 */
export async function answerRequest(request: Request, context: AppContext): Promise<AskOutcome> {
  const question = questionOf(request);
  if (!question) return { kind: "empty" };
  const limit = await consumeRateLimit(context.db, { ...ASK_LIMIT, subject: addressKey(context.clientAddress) });
  if (limit.limited)
    return {
      kind: "limited",
      message: `You have asked a lot in a short time. Please try again in ${describeWait(limit.retryAfterSeconds)}.`,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  const result = await askTheLibrary(context, question);
  const record = context.config.ANALYTICS_ENABLED && mayRecord(requestSignals(request, context.clientAddress));
  const questionId = record
    ? await insertQuestion(context.db, {
        question,
        status: result.answer.status,
        mode: result.mode,
        answer: result.answer.answer,
      }).catch((error: unknown) => {
        context.logger.warn({ err: error }, "ask: question not stored");
        return undefined;
      })
    : undefined;
  return { kind: "answered", result, questionId };
}
