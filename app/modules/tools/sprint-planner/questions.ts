import type { ChoiceLike } from "../choice";

export const TEXT_LIMIT = 400;
export const HOURS_MIN = 1;
export const HOURS_MAX = 40;
export const DEFAULT_HOURS = 10;
export const DEFAULT_CONFIDENCE = 5;

export interface SprintAnswers {
  goal: string;
  why: string;
  success: string;
  confidence: number;
  hours: number;
  obstacle: string;
  resources: string;
  pastExperience: string;
}

export interface ObstacleOption extends ChoiceLike {
  solution: string;
  protocol: string;
}

export const OBSTACLES: readonly ObstacleOption[] = [
  {
    value: "time",
    label: "Not enough time",
    description: "Work, family and everything else fill the week.",
    solution: "Protect one fixed daily slot and treat it like a client meeting.",
    protocol:
      "When a day collapses, do the 10-minute version of your daily minimum instead of skipping. Never miss two days in a row.",
  },
  {
    value: "motivation",
    label: "Losing motivation",
    description: "You start strong and fade after a few weeks.",
    solution: "Make progress visible: a tracker on the wall and a weekly check-in with someone who cares.",
    protocol:
      "When motivation dips, re-read your why, then do only the first five minutes of the task. Action comes before motivation, not after.",
  },
  {
    value: "overwhelm",
    label: "Not knowing where to start",
    description: "The goal feels too big to break down.",
    solution: "Plan only one week at a time, with one clear priority per day.",
    protocol:
      "When you feel stuck, write the next physical action in one sentence ('open the doc and write three bullet points'). Do that, nothing else.",
  },
  {
    value: "fear",
    label: "Fear of failure or judgement",
    description: "Worrying what people will think if it doesn't work.",
    solution: "Define small, private experiments first, so failure is cheap and informative.",
    protocol:
      "When fear stops you, ask: what is the worst realistic outcome, and could I recover from it in a week? Then ship the smallest version.",
  },
  {
    value: "perfectionism",
    label: "Perfectionism",
    description: "Nothing feels ready enough to share.",
    solution: "Set a 'good enough' standard and a hard deadline for every piece of work.",
    protocol:
      "When you catch yourself polishing, stop at 80%, share it with one person and improve it only from their feedback.",
  },
  {
    value: "distraction",
    label: "Distractions and other priorities",
    description: "Urgent things keep pushing the important one aside.",
    solution: "Do the sprint work first each day, before email and messages.",
    protocol:
      "When something urgent appears during sprint time, write it on a 'later' list and return to the task. Check the list afterwards.",
  },
  {
    value: "money",
    label: "Limited budget",
    description: "Tools, help or training cost more than you can spend.",
    solution: "Start with free tools and trade skills or time for the help you need.",
    protocol:
      "Before paying for anything, ask: can I test this for free for a week first? Buy only what removes a real bottleneck.",
  },
];

export interface SprintQuestion {
  field: keyof SprintAnswers;
  phase: "Goal Discovery" | "Reality Check";
  title: string;
  help: string;
}

export const SPRINT_QUESTIONS: readonly SprintQuestion[] = [
  {
    field: "goal",
    phase: "Goal Discovery",
    title: "What is the one goal you want to reach in the next 90 days?",
    help: "Be specific: 'Sign three clients for my AI audit' beats 'grow my business'.",
  },
  {
    field: "why",
    phase: "Goal Discovery",
    title: "Why does this goal matter to you?",
    help: "The real reason, the one you will need in week six when it gets hard.",
  },
  {
    field: "success",
    phase: "Goal Discovery",
    title: "How will you know you have succeeded?",
    help: "Name what you will count or see, e.g. 'three signed contracts and £6k invoiced'.",
  },
  {
    field: "confidence",
    phase: "Goal Discovery",
    title: "How confident are you that you will reach it?",
    help: "1 means 'very unlikely', 10 means 'certain'.",
  },
  {
    field: "hours",
    phase: "Reality Check",
    title: "How many hours a week can you really give this goal?",
    help: "Count the hours you can protect, not the ones you hope for.",
  },
  {
    field: "obstacle",
    phase: "Reality Check",
    title: "What is most likely to get in your way?",
    help: "Pick the one that has stopped you before.",
  },
  {
    field: "resources",
    phase: "Reality Check",
    title: "What skills, tools or support do you already have?",
    help: "People, savings, experience, an audience, software: everything counts.",
  },
  {
    field: "pastExperience",
    phase: "Reality Check",
    title: "What happened the last time you set a goal like this?",
    help: "What worked, and where did it stall? The plan will design around it.",
  },
];

export const HINTS = {
  hoursLow: "That's tight. We'll adjust the goal to be realistic.",
  hoursHigh: "That's ambitious. Can you sustain that for 12 weeks?",
  confidenceLow: "What would need to change to make you more confident?",
} as const;

export function hoursHint(hours: number): string | undefined {
  if (hours < 5) return HINTS.hoursLow;
  if (hours > 20) return HINTS.hoursHigh;
  return undefined;
}

export function confidenceHint(confidence: number): string | undefined {
  return confidence < 7 ? HINTS.confidenceLow : undefined;
}
