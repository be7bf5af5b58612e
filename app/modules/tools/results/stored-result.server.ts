import { z } from "zod";
import { landingContentSchema } from "../landing-builder/content";
import { landingFormSchema } from "../landing-builder/form";
import { sprintPlanSchema } from "../sprint-planner/plan";
import { explanationPackageSchema } from "../translator/package";
import { WIZARD_TOOLS, type WizardTool } from "./wizard-tools";

/** Stored as the form posted them; read back through the tool's own reader, so only valid, complete answers come out. */
function wizardAnswers<Answers>(wizard: WizardTool<Answers>) {
  return z.record(z.string(), z.string()).transform((record, ctx) => {
    const answers = wizard.complete(new URLSearchParams(record));
    if (!answers) {
      ctx.addIssue({ code: "custom", message: "The stored answers are incomplete." });
      return z.NEVER;
    }
    return answers;
  });
}

const source = z.enum(["ai", "builtin"]);

/**
 * A tool result as kept in tool_results: what each result page needs to show it again. The
 * same schema checks a result before it is stored and after it is read.
 */
export const storedResultSchema = z.discriminatedUnion("tool", [
  z.object({ tool: z.literal("workshop-builder"), answers: wizardAnswers(WIZARD_TOOLS["workshop-builder"]) }),
  z.object({ tool: z.literal("ai-business-quiz"), answers: wizardAnswers(WIZARD_TOOLS["ai-business-quiz"]) }),
  z.object({ tool: z.literal("sales-blocks"), answers: wizardAnswers(WIZARD_TOOLS["sales-blocks"]) }),
  z.object({ tool: z.literal("sprint-planner"), plan: sprintPlanSchema, source }),
  z.object({ tool: z.literal("industry-ai-translator"), package: explanationPackageSchema, source }),
  z.object({
    tool: z.literal("workshop-landing-builder"),
    values: landingFormSchema,
    content: landingContentSchema,
    source,
  }),
]);

export type StoredResultInput = z.input<typeof storedResultSchema>;
export type StoredResult = z.output<typeof storedResultSchema>;
