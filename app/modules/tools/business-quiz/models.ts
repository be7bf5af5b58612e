import type { BusinessModelId } from "./questions";

export interface RoadmapStep {
  title: string;
  detail: string;
}

/** What the results show before the e-mail unlock; the roadmaps live in roadmaps.server.ts. */
export interface BusinessModel {
  id: BusinessModelId;
  title: string;
  subtitle: string;
  description: string;
  ctaLabel: string;
  playbookName: string;
  playbookPath: string;
}

export const BUSINESS_MODEL_DETAILS: Record<BusinessModelId, BusinessModel> = {
  workshop: {
    id: "workshop",
    title: "AI Workshop Facilitator",
    subtitle: "Teach teams to use AI in live sessions",
    description:
      "Companies want their people using AI safely and well, and they pay for someone who can make it click in a room. Sessions of 60-90 minutes typically earn £1k-£4k each, and one good session leads to the next.",
    ctaLabel: "Read the Workshop Playbook",
    playbookName: "Profitable AI Workshops",
    playbookPath: "/catalog/profitable-workshops",
  },
  consulting: {
    id: "consulting",
    title: "AI Implementation Consultant",
    subtitle: "Help businesses adopt AI where it pays",
    description:
      "Most businesses know they should use AI but not where to start. You find the three workflows where it saves real hours, set them up and train the team, for a fixed fee and then a retainer.",
    ctaLabel: "Read the Consulting Playbook",
    playbookName: "First Steps in AI Consulting",
    playbookPath: "/catalog/first-steps-in-ai-consulting",
  },
  content: {
    id: "content",
    title: "AI Content Creator",
    subtitle: "Build an audience that learns AI from you",
    description:
      "Explain AI for one specific audience and grow a following that trusts you. Income follows attention: sponsorships, a paid newsletter, courses and speaking once you pass your first milestones.",
    ctaLabel: "Read the Content Engine Playbook",
    playbookName: "The AI Content Engine",
    playbookPath: "/catalog/ai-content-engine",
  },
  automation: {
    id: "automation",
    title: "AI Automation Specialist",
    subtitle: "Build automations businesses pay for every month",
    description:
      "Connect the tools a business already uses with an AI step in the middle: lead follow-up, invoice processing, support triage. Build once, charge for setup, then a monthly fee to run and improve it.",
    ctaLabel: "Read the Automation Business Playbook",
    playbookName: "The Automation Business",
    playbookPath: "/catalog/automation-business",
  },
  product: {
    id: "product",
    title: "AI Digital Product Creator",
    subtitle: "Package what you know into products that sell while you sleep",
    description:
      "Turn your expertise into prompt packs, templates, mini-courses or custom assistants. Lower income at first, but every sale costs you nothing extra and products compound over time.",
    ctaLabel: "Read the Digital Products Playbook",
    playbookName: "AI Digital Products",
    playbookPath: "/catalog/ai-digital-products",
  },
};
