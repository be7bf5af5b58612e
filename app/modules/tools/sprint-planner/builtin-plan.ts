import { countOf } from "~/modules/text/words";
import { OBSTACLES, type SprintAnswers } from "./questions";
import { WEEKDAYS, type SprintPlan } from "./plan";

/** The goal as a short phrase for titles: first line, first sentence, at most ~60 characters. */
export function shortGoal(goal: string): string {
  const first = goal
    .trim()
    .split(/\n|(?<=[.!?])\s/)[0]!
    .replace(/[.!?]+$/, "");
  return first.length <= 60 ? first : `${first.slice(0, 57).replace(/\s+\S*$/, "")}...`;
}

/** The plan shows at most this many success measures of the visitor's (plus their weekly hours). */
const MEASURES_SHOWN = 5;

/**
 * The visitor's success measures, one per line they wrote: split only where they clearly listed
 * (new lines, semicolons, bullets), never at commas or "and", which run through a single
 * measure ("£2,500 and a waiting list" stays whole). Beyond five, the rest share the fifth line,
 * so nothing they wrote is dropped.
 */
export function metricsFrom(success: string): string[] {
  const measures = success
    .split(/\n|;/)
    .map((part) => part.trim().replace(/^(?:[-*•]|\d+[.)])\s*/, ""))
    .filter((part) => part !== "");
  if (measures.length <= MEASURES_SHOWN) return measures;
  return [...measures.slice(0, MEASURES_SHOWN - 1), measures.slice(MEASURES_SHOWN - 1).join("; ")];
}

function milestoneTitles(goal: string, hours: number, obstacleLabel: string): string[] {
  const scope = hours < 5 ? "the smallest useful version of" : "a first version of";
  return [
    `Define what done looks like for "${goal}" and set up your progress tracker`,
    `Map every step to the finish line and plan around "${obstacleLabel.toLowerCase()}"`,
    `Complete the first concrete deliverable`,
    `Ship ${scope} your result to one real person and ask for feedback`,
    `Month-one review: keep what works, cut what doesn't`,
    `Double down on the step that moved you furthest`,
    `Reach the halfway mark of your success measures`,
    `Remove the biggest remaining bottleneck`,
    `Month-two review: adjust targets to the pace you have proven`,
    `Push the final stretch: finish the remaining deliverables`,
    `Polish, share and collect proof of results`,
    `Finish line: complete "${goal}", review the 90 days and celebrate`,
  ];
}

/**
 * A complete 90-day plan composed from the visitor's own answers: their goal, reason and
 * measures frame it, their hours scale it and their obstacle shapes the protocols.
 */
export function buildBuiltinSprintPlan(answers: SprintAnswers): SprintPlan {
  const goal = shortGoal(answers.goal);
  const obstacle = OBSTACLES.find((option) => option.value === answers.obstacle) ?? OBSTACLES[0]!;
  // About an hour a day; a very tight week gets a half-hour version instead.
  const dailyMinutes = answers.hours < 5 ? 30 : 60;
  const metrics = metricsFrom(answers.success);
  const titles = milestoneTitles(goal, answers.hours, obstacle.label);
  const resources = answers.resources.trim();

  const obstaclePlaybook = [
    { obstacle: obstacle.label, solution: obstacle.solution, protocol: obstacle.protocol },
    {
      obstacle: "The pattern from last time",
      solution: `You said: "${shortGoal(answers.pastExperience)}". Name the moment it stalled and plan a check-in for that week.`,
      protocol: "At each Friday review, ask: am I repeating last time's pattern? If yes, change one thing next week.",
    },
  ];
  if (answers.confidence < 7) {
    obstaclePlaybook.push({
      obstacle: "Doubting you can do it",
      solution: "Confidence follows evidence. Collect one small win every week and write it down.",
      protocol: "When doubt hits, read your win list and your why, then do the next 10-minute task.",
    });
  }

  const weekOne = [
    `Write "${goal}" at the top of a page and list the three results that prove success.`,
    `Break the goal into weekly milestones and block your ${countOf(answers.hours, "hour")} in your calendar.`,
    `Do the first real task: ${dailyMinutes} focused minutes on the most important step.`,
    `Line up your resources${resources ? ` (${shortGoal(resources)})` : ""} and ask one person for help.`,
    `Mid-week check-in: what moved, what stalled? Adjust next week's tasks.`,
    `Finish one visible piece of work, however small, and share it.`,
    `Rest, then plan week two in 20 minutes.`,
  ];

  return {
    vision: {
      goal: answers.goal.trim(),
      why: answers.why.trim(),
      metrics: [
        ...(metrics.length > 0 ? metrics : [answers.success.trim()]),
        `${countOf(answers.hours, "focused hour")} logged every week`,
      ],
    },
    weeklyMilestones: titles.map((title, index) => ({
      week: index + 1,
      title,
      status: index === 0 ? "current" : "upcoming",
    })),
    dailyMinimums: [
      `${dailyMinutes - 20} minutes on the day's most important task for "${goal}"`,
      "10 minutes planning: review yesterday and pick today's one priority",
      `5 minutes on your obstacle habit: ${obstacle.solution.charAt(0).toLowerCase()}${obstacle.solution.slice(1)}`,
      "5 minutes logging progress in your tracker",
    ],
    weekOnePlan: Object.fromEntries(WEEKDAYS.map((day, index) => [day, weekOne[index]!])) as SprintPlan["weekOnePlan"],
    obstaclePlaybook,
    weeklyRhythm: {
      sunday: `Plan: pick the week's milestone and schedule your ${countOf(answers.hours, "hour")}.`,
      wednesday: "Check in: are you on pace? Cut or move one task if not.",
      friday: "Review: log wins, note what got in the way, reread your why.",
    },
  };
}
