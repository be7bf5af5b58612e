import { INDUSTRY_SECTORS, type WorkshopAnswers } from "./options";

export interface AgendaItem {
  time: string;
  activity: string;
}

/**
 * Session outlines by delivery style; at least half of every format is hands-on practice. Each
 * takes the industry as it reads after "in" ("in real estate", "in the nonprofit sector").
 */
const AGENDAS: Record<string, (sector: string) => AgendaItem[]> = {
  intro: (sector) => [
    { time: "0-10 min", activity: `Why AI matters in ${sector} right now, in plain language` },
    { time: "10-25 min", activity: "Live demo: three everyday tasks done with an AI assistant" },
    { time: "25-45 min", activity: "Guided try-it: everyone runs two prepared prompts on their own work" },
    { time: "45-55 min", activity: "Safe use: data privacy, checking answers, when not to use AI" },
    { time: "55-60 min", activity: "One next step each, written down and shared" },
  ],
  "hands-on": (sector) => [
    { time: "0-10 min", activity: "Warm-up: where does your week go? List five repetitive tasks" },
    { time: "10-25 min", activity: "The prompt recipe: role, context, task, format, with examples" },
    {
      time: "25-60 min",
      activity: `Practice in pairs on tasks people in ${sector} do every week, with a checklist for good output`,
    },
    { time: "60-80 min", activity: "Show and tell: the best prompts go into a shared team library" },
    { time: "80-90 min", activity: "Commitments: one workflow each person will change this week" },
  ],
  intensive: (sector) => [
    { time: "Module 1 (45 min)", activity: "Foundations and safe use: how the models work and where they fail" },
    {
      time: "Module 2 (60 min)",
      activity: `Workflow mapping: find the three processes in ${sector} most worth automating`,
    },
    { time: "Module 3 (90 min)", activity: "Build sprint: teams build a working assistant or automation" },
    { time: "Module 4 (45 min)", activity: "Demos and feedback from the room" },
    { time: "Module 5 (30 min)", activity: "Rollout plan: owners, measures and a 30-day check-in" },
  ],
};

const STRENGTH_STEPS: Record<string, string> = {
  facilitation:
    "Design two group exercises that get people typing prompts in the first 15 minutes; your room skills do the rest.",
  industry:
    "Collect three real, anonymised use cases from your sector. Specific examples are what buyers pay an industry expert for.",
  tools:
    "Script your live demos step by step and keep screenshots as a fallback, so a slow connection never stalls the session.",
};

const MARKET_STEPS: Record<string, string> = {
  public:
    "Run a pilot at an introductory price to collect five testimonials, then list the workshop on Eventbrite or LinkedIn Events.",
  private:
    "List 20 organisations you can reach and offer their learning or operations lead a 20-minute call about one team's workload.",
  mixed:
    "Start with a public pilot for testimonials, then turn the best-received session into an in-house offer for teams.",
};

export function workshopAgenda(answers: WorkshopAnswers): AgendaItem[] {
  const sector = INDUSTRY_SECTORS[answers.industry as keyof typeof INDUSTRY_SECTORS] ?? "your industry";
  return (AGENDAS[answers.deliveryStyle] ?? AGENDAS.intro!)(sector);
}

export function workshopNextSteps(answers: WorkshopAnswers): string[] {
  return [
    STRENGTH_STEPS[answers.strength] ?? STRENGTH_STEPS.industry!,
    MARKET_STEPS[answers.marketType] ?? MARKET_STEPS.public!,
    "Write a one-page outline with the outcome people leave with, and share it with three potential buyers for feedback this week.",
  ];
}
