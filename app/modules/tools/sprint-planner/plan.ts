import { z } from "zod";

const line = z.string().trim().min(1).max(600);

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

const weekOnePlanSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, line])) as Record<(typeof WEEKDAYS)[number], typeof line>,
);

const obstacleSchema = z.object({ obstacle: line, solution: line, protocol: line });
const rhythmSchema = z.object({ sunday: line, wednesday: line, friday: line });

/** A complete 90-day plan, as the plan page shows it. */
export const sprintPlanSchema = z.object({
  vision: z.object({ goal: line, why: line, metrics: z.array(line).min(1).max(6) }),
  weeklyMilestones: z
    .array(
      z.object({ week: z.coerce.number().int().min(1).max(12), title: line, status: z.enum(["current", "upcoming"]) }),
    )
    .length(12),
  dailyMinimums: z.array(line).min(1).max(8),
  weekOnePlan: weekOnePlanSchema,
  obstaclePlaybook: z.array(obstacleSchema).min(1).max(6),
  weeklyRhythm: rhythmSchema,
});

export type SprintPlan = z.infer<typeof sprintPlanSchema>;

/**
 * What a model's answer must contain to be used (vision, weekly milestones, daily minimums);
 * other sections may be missing and are then taken from the built-in plan.
 */
export const partialSprintPlanSchema = z.object({
  vision: sprintPlanSchema.shape.vision,
  weeklyMilestones: z
    .array(z.object({ week: z.coerce.number().int().optional(), title: line }))
    .min(1)
    .max(16),
  dailyMinimums: sprintPlanSchema.shape.dailyMinimums,
  weekOnePlan: weekOnePlanSchema.optional().catch(undefined),
  obstaclePlaybook: z.array(obstacleSchema).min(1).max(6).optional().catch(undefined),
  weeklyRhythm: rhythmSchema.optional().catch(undefined),
});

/** Exactly twelve milestones, numbered 1-12, week 1 current: the model's titles, padded from the built-in plan. */
export function completePlan(partial: z.infer<typeof partialSprintPlanSchema>, builtin: SprintPlan): SprintPlan {
  const titles = partial.weeklyMilestones.slice(0, 12).map((milestone) => milestone.title);
  const weeklyMilestones = builtin.weeklyMilestones.map((milestone, index) => ({
    week: index + 1,
    title: titles[index] ?? milestone.title,
    status: index === 0 ? ("current" as const) : ("upcoming" as const),
  }));
  return {
    vision: partial.vision,
    weeklyMilestones,
    dailyMinimums: partial.dailyMinimums,
    weekOnePlan: partial.weekOnePlan ?? builtin.weekOnePlan,
    obstaclePlaybook: partial.obstaclePlaybook ?? builtin.obstaclePlaybook,
    weeklyRhythm: partial.weeklyRhythm ?? builtin.weeklyRhythm,
  };
}
