import type { ChoiceLike } from "../choice";

export interface LocationProfile extends ChoiceLike {
  /** The data and AI rules an audience there will ask about. */
  rules: string;
}

/** The translator's eleven locations. */
export const LOCATIONS: readonly LocationProfile[] = [
  {
    value: "uk",
    label: "United Kingdom",
    rules:
      "UK GDPR and the ICO's guidance on AI apply: keep personal data out of consumer AI tools unless a data processing agreement is in place.",
  },
  {
    value: "us",
    label: "United States",
    rules:
      "Sector rules such as HIPAA, GLBA and FERPA, plus state privacy laws like California's CCPA, decide what data may go into AI tools.",
  },
  {
    value: "canada",
    label: "Canada",
    rules:
      "PIPEDA and provincial privacy laws apply, and organisations are expected to explain automated decisions that affect people.",
  },
  {
    value: "australia-nz",
    label: "Australia & New Zealand",
    rules:
      "The Australian Privacy Principles and New Zealand's Privacy Act 2020 apply, along with each government's voluntary AI ethics principles.",
  },
  {
    value: "ireland",
    label: "Ireland",
    rules: "GDPR applies under the Data Protection Commission, and the EU AI Act's obligations are phasing in.",
  },
  {
    value: "germany",
    label: "Germany",
    rules:
      "GDPR and the EU AI Act apply, and works councils are usually consulted before new tools change how staff work.",
  },
  {
    value: "france",
    label: "France",
    rules: "GDPR with the CNIL's practical AI guidance applies, and the EU AI Act's obligations are phasing in.",
  },
  {
    value: "netherlands",
    label: "Netherlands",
    rules:
      "GDPR under the Autoriteit Persoonsgegevens and the EU AI Act apply; public bodies also keep an algorithm register.",
  },
  {
    value: "nordics",
    label: "Nordic countries",
    rules:
      "GDPR applies (in Norway and Iceland through the EEA), and the EU AI Act is phasing in across the EU members.",
  },
  {
    value: "india",
    label: "India",
    rules:
      "The Digital Personal Data Protection Act 2023 sets consent and purpose rules for personal data used with AI tools.",
  },
  {
    value: "singapore",
    label: "Singapore",
    rules:
      "The PDPA and the Model AI Governance Framework set expectations for consent, transparency and human oversight.",
  },
];

export interface AudienceSizeProfile extends ChoiceLike {
  /** The audience as it reads after "built for": "solo practitioners", "a mixed or conference audience". */
  audience: string;
  /** One person working alone: the texts say "you" where they would say "the team". */
  solo: boolean;
  implementation: string;
  timeline: string;
}

/** The translator's eight audience types (company sizes and settings). */
export const AUDIENCE_SIZES: readonly AudienceSizeProfile[] = [
  {
    value: "solo",
    label: "Solo practitioners",
    audience: "solo practitioners",
    solo: true,
    implementation: "Start with one paid assistant and three saved prompts for the tasks you repeat most.",
    timeline: "Week 1: set up and try. Weeks 2-4: use it daily on one task. Month 2: add a second task.",
  },
  {
    value: "micro",
    label: "Micro businesses (2-9 people)",
    audience: "micro businesses (2-9 people)",
    solo: false,
    implementation: "Pick one shared workflow, agree a short usage rule and share prompts in a common document.",
    timeline: "Weeks 1-2: pilot with two people. Weeks 3-6: whole team. Month 3: review time saved.",
  },
  {
    value: "small",
    label: "Small businesses (10-49 people)",
    audience: "small businesses (10-49 people)",
    solo: false,
    implementation: "Name an AI champion, run a 90-minute hands-on session and pilot one workflow per team.",
    timeline: "Month 1: champion and policy. Month 2: team pilots. Month 3: keep the winners, drop the rest.",
  },
  {
    value: "mid",
    label: "Mid-sized companies (50-249 people)",
    audience: "mid-sized companies (50-249 people)",
    solo: false,
    implementation:
      "Form a small working group with IT, choose an approved tool and run measured pilots in two departments.",
    timeline: "Quarter 1: policy, tool and pilots. Quarter 2: roll out what worked with training.",
  },
  {
    value: "enterprise",
    label: "Large enterprises (250+ people)",
    audience: "large enterprises (250+ people)",
    solo: false,
    implementation:
      "Set governance first (approved tools, data classes, risk review), then fund pilots with clear success measures.",
    timeline: "Months 1-3: governance and pilots. Months 4-9: scale proven use cases. Ongoing: monitoring.",
  },
  {
    value: "public-sector",
    label: "Public sector teams",
    audience: "public sector teams",
    solo: false,
    implementation:
      "Start with internal, low-risk tasks, document decisions for transparency and involve your data protection officer early.",
    timeline: "Months 1-2: risk assessment and pilot. Months 3-6: evaluated roll-out with published guidance.",
  },
  {
    value: "nonprofit-teams",
    label: "Nonprofit teams and volunteers",
    audience: "nonprofit teams and volunteers",
    solo: false,
    implementation:
      "Use free or discounted nonprofit plans, focus on fundraising and reporting tasks, and protect donor data.",
    timeline: "Month 1: one fundraising task. Month 2: reporting. Month 3: share the playbook with volunteers.",
  },
  {
    value: "mixed",
    label: "Mixed or conference audience",
    audience: "a mixed or conference audience",
    solo: false,
    implementation: "Give everyone one task to try the same day, and a simple checklist for deciding what to try next.",
    timeline: "Today: one live exercise. This week: one real task. This month: one shared team workflow.",
  },
];

export interface AttitudeProfile extends ChoiceLike {
  hook: string;
  objections: readonly { objection: string; response: string }[];
}

/** The three audience attitudes. Hooks and responses may use {industry}, {people}, {risk}, {rules} and {yourTeam}. */
export const ATTITUDES: readonly AttitudeProfile[] = [
  {
    value: "skeptical",
    label: "Skeptical beginner",
    description: "Unconvinced, maybe worried, and tired of the hype.",
    hook: "You have heard the hype. Let's look at what AI actually does, and does not do, for {industry}, with your own work as the test.",
    objections: [
      {
        objection: "It just makes things up.",
        response:
          "Sometimes it does, which is why we use it for drafts and summaries that a person checks, never for final answers to {people}. Used that way, the checking takes minutes and the drafting time disappears.",
      },
      {
        objection: "It's going to replace our jobs.",
        response:
          "It replaces tasks, not judgement. The people most at risk are those who never learn it; in {industry}, the ones who use it well spend more time on the work only they can do.",
      },
      {
        objection: "This is hype. It will pass.",
        response:
          "Some of the claims are hype. But the everyday uses, drafting, summarising and answering routine questions, already save hours a week and are built into the tools you use.",
      },
      {
        objection: "What about {risk}?",
        response:
          "A fair concern, and the right first question. {rules} We start with tasks that involve no personal data.",
      },
    ],
  },
  {
    value: "cautious",
    label: "Curious but cautious",
    description: "Interested, but worried about risks and cost.",
    hook: "AI can take hours of routine work in {industry} off your plate. The question is how to start safely, so let's do exactly that.",
    objections: [
      {
        objection: "Is our data safe?",
        response:
          "It depends on the tool and the plan. Business plans usually do not train on your data; free consumer tools may. {rules}",
      },
      {
        objection: "How much will it cost?",
        response:
          "A business assistant licence costs about the same as one hour of staff time per month. If it saves one hour, it has paid for itself.",
      },
      {
        objection: "What if it gets something wrong with {people}?",
        response:
          "Keep a person in the loop: AI drafts, a person approves. Start with internal tasks where a mistake costs nothing but a correction.",
      },
      {
        objection: "Where do we even start?",
        response:
          "With one repetitive task everyone dislikes. Try it for two weeks, measure the time saved, then decide.",
      },
    ],
  },
  {
    value: "ready",
    label: "Ready to implement",
    description: "Convinced, and asking how to do it well.",
    hook: "You already know AI matters for {industry}. Here is how to turn it into a working process {yourTeam} will actually use.",
    objections: [
      {
        objection: "Which tool should we choose?",
        response:
          "The one that fits your existing systems and meets your data rules. Pilot two options on the same task for two weeks and let the results decide. {rules}",
      },
      {
        objection: "How do we get people to actually use it?",
        response:
          "Train on real tasks, not features; share prompts that work; and make one person responsible for each workflow.",
      },
      {
        objection: "How do we measure the return?",
        response:
          "Time a task before and after, count errors caught and track turnaround for {people}. Report it monthly in hours and money.",
      },
      {
        objection: "How do we manage {risk} at scale?",
        response:
          "Write a one-page policy, approve tools centrally and review a sample of AI-assisted work each month.",
      },
    ],
  },
];
