import type { z } from "zod";

/** One generation job: what to ask a model, how to check the answer, and the built-in result. */
export interface GenerationTask<Result> {
  /** For logs, e.g. "sprint-plan". */
  kind: string;
  system: string;
  prompt: string;
  maxTokens: number;
  temperature: number;
  /** The shape a usable answer must have. */
  schema: z.ZodType<Result>;
  /** The complete answer composed from curated content; used without a model or when its answer is unusable. */
  builtin: () => Result;
  /**
   * Turns a partly usable answer (right shape for the required parts only) into a full result,
   * e.g. by filling missing sections with defaults. Undefined when it cannot.
   */
  repair?: (parsed: unknown) => Result | undefined;
}

export interface GenerationResult<Result> {
  value: Result;
  source: "ai" | "builtin";
  /** Why a configured model's answer was not used, when it was not. */
  fallbackReason?: string;
}

/** Both providers (an OpenAI-compatible endpoint and the built-in composer) serve every tool. */
export interface AiProvider {
  name: string;
  generate<Result>(task: GenerationTask<Result>): Promise<GenerationResult<Result>>;
}

export const builtinProvider: AiProvider = {
  name: "builtin",
  async generate(task) {
    return { value: task.builtin(), source: "builtin" };
  },
};
