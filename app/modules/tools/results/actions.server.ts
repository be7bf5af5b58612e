import { redirect } from "react-router";
import type { z } from "zod";
import type { AppContext } from "~/context";
import type { GenerationResult, GenerationTask } from "~/modules/ai/provider";
import { generateFromForm, generationFailure, readFormFields } from "~/modules/ai/run-generation.server";
import { requestSignals } from "~/modules/analytics/privacy.server";
import { resultPath } from "./paths";
import { answerFields, saveToolResult } from "./store.server";
import type { StoredResultInput } from "./stored-result.server";
import { WIZARD_TOOLS, type WizardToolId } from "./wizard-tools";

/**
 * Keeps the result made by the tool page `request` was posted to, and sends the visitor to its
 * own link (POST, redirect, GET), so a reload, a bookmark or another browser shows the same
 * result. `search` is added to that first visit only. The tool's funnel counts the completion
 * here, on the tool page (the quiz's door), scripts or not; opening the link completes nothing.
 */
export async function redirectToStoredResult(
  request: Request,
  context: AppContext,
  result: StoredResultInput,
  search = "",
): Promise<Response> {
  const entry = new URL(request.url).pathname;
  const id = await saveToolResult(context, result, entry);
  context.analytics.record(requestSignals(request, context.clientAddress), {
    name: "tool_complete",
    subject: result.tool,
    path: entry,
  });
  return redirect(`${resultPath(id)}${search}`);
}

/**
 * The last step of a quiz or wizard posts here: complete answers become a stored result; with
 * an unanswered step the visitor goes back to it (the step says what is missing). Posts to the
 * tools are counted per address in front of every route (server/tool-form-rate.ts), so a script
 * cannot fill the table.
 */
export async function finishWizard(request: Request, context: AppContext, tool: WizardToolId) {
  const params = new URLSearchParams(await readFormFields(request));
  const wizard = WIZARD_TOOLS[tool];
  const answers = wizard.complete(params);
  if (!answers) return redirect(`${new URL(request.url).pathname}${wizard.resumeQuery(params)}`);
  return redirectToStoredResult(request, context, { tool, answers: answerFields(answers) });
}

/** A generating tool's action: the answers are checked, the result generated and stored, and the visitor sent to it. */
export async function generateAndShow<Input, Result>(
  request: Request,
  context: AppContext,
  schema: z.ZodType<Input>,
  taskFor: (input: Input) => GenerationTask<Result>,
  toStored: (generated: GenerationResult<Result>) => StoredResultInput,
) {
  const outcome = await generateFromForm(await readFormFields(request), context, schema, taskFor);
  if (!outcome.ok) return generationFailure(outcome, {});
  return redirectToStoredResult(request, context, toStored(outcome.result));
}
