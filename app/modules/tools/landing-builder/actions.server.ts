import { data } from "react-router";
import type { AppContext } from "~/context";
import { generateFromForm, generationFailure } from "~/modules/ai/run-generation.server";
import { consumeRateLimit, describeWait } from "~/modules/rate-limit/rate-limit.server";
import { redirectToStoredResult } from "../results/actions.server";
import { GENERATED_PARAM } from "../results/paths";
import { hasLandingAccess, isCorrectAccessCode, landingAccessCookie } from "./access.server";
import { EMPTY_LANDING_FORM, LANDING_STEPS, landingFormSchema, missingFields, type LandingForm } from "./form";
import { landingContentTask } from "./generate.server";

/** Wrong codes per address: enough for typos, too few to guess a code. */
const ACCESS_LIMIT = { bucket: "landing-access", limit: 10, windowMs: 15 * 60_000 };

export const WRONG_CODE = "Please enter the correct access code for AI Workshop Kit students.";

export async function unlockLandingBuilder(request: Request, context: AppContext, code: string) {
  const subject = context.clientAddress ?? "unknown";
  const limit = await consumeRateLimit(context.db, { ...ACCESS_LIMIT, subject });
  if (limit.limited) {
    return data(
      {
        intent: "unlock" as const,
        ok: false as const,
        error: `Too many attempts. Please try again in ${describeWait(limit.retryAfterSeconds)}.`,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  if (!(await isCorrectAccessCode(context, code))) {
    return data({ intent: "unlock" as const, ok: false as const, error: WRONG_CODE }, { status: 401 });
  }
  return data(
    { intent: "unlock" as const, ok: true as const },
    { headers: { "Set-Cookie": await landingAccessCookie(request, context) } },
  );
}

/** The posted form as the builder's values (strings as sent, the checkbox as a boolean). */
export function landingValues(fields: Record<string, string>): LandingForm {
  const values = { ...EMPTY_LANDING_FORM };
  for (const key of Object.keys(values) as (keyof LandingForm)[]) {
    if (key === "includePricing") values.includePricing = fields.includePricing === "on";
    else values[key] = (fields[key] ?? "").slice(0, 300);
  }
  return values;
}

/**
 * Moving between steps without JavaScript: the server checks the step being left and answers
 * with the step to show and every value so far.
 */
export function changeLandingStep(fields: Record<string, string>, target: number) {
  const values = landingValues(fields);
  const from = Number(fields.currentStep);
  const missing = target > from ? missingFields(values, from) : [];
  const step = missing.length > 0 ? from : Math.min(Math.max(target, 1), LANDING_STEPS.length);
  return data({ intent: "step" as const, step, values, missing }, { status: missing.length > 0 ? 400 : 200 });
}

export async function generateLandingContent(request: Request, context: AppContext, fields: Record<string, string>) {
  if (!(await hasLandingAccess(request, context))) {
    return data({ intent: "generate" as const, ok: false as const, error: "Access Required" }, { status: 403 });
  }
  const outcome = await generateFromForm(
    { ...fields, includePricing: fields.includePricing ?? "" },
    context,
    landingFormSchema,
    landingContentTask,
  );
  if (!outcome.ok) return generationFailure(outcome, { intent: "generate" as const, values: landingValues(fields) });
  const { input, result } = outcome;
  return redirectToStoredResult(
    request,
    context,
    { tool: "workshop-landing-builder", values: input, content: result.value, source: result.source },
    `?${GENERATED_PARAM}=1`,
  );
}
