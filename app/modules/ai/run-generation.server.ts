import { withSiteConfig } from "~/modules/settings/site-config.server";
import { data } from "react-router";
import type { z } from "zod";
import type { AppContext } from "~/context";
import { consumeRateLimit, describeWait } from "~/modules/rate-limit/rate-limit.server";
import { aiProvider } from "./generate.server";
import type { GenerationResult, GenerationTask } from "./provider";
import { addressKey } from "~/modules/network/address-key";

/** Each generation may call a paid model: a handful per address per ten minutes is plenty for people. */
export const GENERATION_LIMIT = { bucket: "ai-generation", limit: 10, windowMs: 10 * 60_000 };

export type GenerationOutcome<Result> =
  { ok: true; result: GenerationResult<Result> } | { ok: false; status: 429; error: string; retryAfterSeconds: number };

/** Rate-limits the visitor's address, then runs the task on the configured provider. */
export async function runGeneration<Result>(
  context: AppContext,
  task: GenerationTask<Result>,
): Promise<GenerationOutcome<Result>> {
  const limit = await consumeRateLimit(context.db, {
    ...GENERATION_LIMIT,
    subject: addressKey(context.clientAddress),
  });
  if (limit.limited) {
    return {
      ok: false,
      status: 429,
      error: `You have generated a lot in a short time. Please try again in ${describeWait(limit.retryAfterSeconds)}.`,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const result = await aiProvider(await withSiteConfig(context)).generate(task);
  context.logger.info({ kind: task.kind, source: result.source, fallbackReason: result.fallbackReason }, "generated");
  return { ok: true, result };
}

/** A form post's text fields; empty when the body is not a form. */
export async function readFormFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => undefined);
  if (!form) return {};
  return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

export type FormGeneration<Input, Result> =
  | { ok: true; input: Input; result: GenerationResult<Result> }
  | { ok: false; status: 400 | 429; error: string; retryAfterSeconds?: number };

/** Validates a tool's posted answers with its schema, then generates (rate-limited). */
export async function generateFromForm<Input, Result>(
  fields: Record<string, string>,
  context: AppContext,
  schema: z.ZodType<Input>,
  taskFor: (input: Input) => GenerationTask<Result>,
): Promise<FormGeneration<Input, Result>> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? "Please check your answers." };
  }
  const outcome = await runGeneration(context, taskFor(parsed.data));
  return outcome.ok ? { ok: true, input: parsed.data, result: outcome.result } : outcome;
}

/** Why a generation failed, as an action answer: the message, its status and, for a limit, when to retry. */
export function generationFailure<Extra extends object>(
  failure: Extract<FormGeneration<unknown, unknown>, { ok: false }>,
  extra: Extra,
) {
  const headers = failure.retryAfterSeconds ? { "Retry-After": String(failure.retryAfterSeconds) } : undefined;
  return data({ ...extra, ok: false as const, error: failure.error }, { status: failure.status, headers });
}
