import type { GenerationTask } from "~/modules/ai/provider";
import { buildBuiltinSprintPlan } from "./builtin-plan";
import { completePlan, partialSprintPlanSchema, sprintPlanSchema, type SprintPlan } from "./plan";
import { OBSTACLES, type SprintAnswers } from "./questions";

/** The spec's call: the answers embedded in a prompt asking for JSON only, 1500 tokens, temperature 0.7. */
export function sprintPlanTask(answers: SprintAnswers): GenerationTask<SprintPlan> {
  const obstacle = OBSTACLES.find((option) => option.value === answers.obstacle)?.label ?? answers.obstacle;
  const builtin = () => buildBuiltinSprintPlan(answers);
  return {
    kind: "sprint-plan",
    system: "You are a pragmatic business coach. You answer with one JSON object and nothing else.",
    prompt: [
      "Create a realistic 90-day sprint plan for this person.",
      `Goal: ${answers.goal}`,
      `Why it matters: ${answers.why}`,
      `Success looks like: ${answers.success}`,
      `Confidence (1-10): ${answers.confidence}`,
      `Hours per week: ${answers.hours}${answers.hours < 5 ? " (tight: scale the goal down to be realistic)" : ""}`,
      `Main obstacle: ${obstacle}`,
      `Resources: ${answers.resources}`,
      `Last time: ${answers.pastExperience}`,
      "",
      "Return only JSON with exactly these keys:",
      '{"vision":{"goal":string,"why":string,"metrics":string[]},',
      '"weeklyMilestones":[{"week":1-12,"title":string,"status":"current"|"upcoming"}] (12 items, week 1 current),',
      '"dailyMinimums":string[] (about 60 minutes a day in total),',
      '"weekOnePlan":{"monday":string,"tuesday":string,"wednesday":string,"thursday":string,"friday":string,"saturday":string,"sunday":string},',
      '"obstaclePlaybook":[{"obstacle":string,"solution":string,"protocol":string}],',
      '"weeklyRhythm":{"sunday":string,"wednesday":string,"friday":string}}',
    ].join("\n"),
    maxTokens: 1500,
    temperature: 0.7,
    schema: sprintPlanSchema,
    builtin,
    repair: (parsed) => {
      const partial = partialSprintPlanSchema.safeParse(parsed);
      return partial.success ? completePlan(partial.data, builtin()) : undefined;
    },
  };
}
