import type { PageSeo } from "~/modules/seo/meta";
/**
 * The free tools, one entry each: the hub's cards, the sitemap and the lead tracking all read
 * this table, so a tool is added or renamed in one place.
 */
export type ToolId =
  | "workshop-builder"
  | "ai-business-quiz"
  | "sales-blocks"
  | "sprint-planner"
  | "industry-ai-translator"
  | "workshop-landing-builder";

export type ToolCategory = "builder" | "quiz" | "assessment";

/** Names of lucide icons; the hub maps them to components so this table stays plain data. */
export type ToolIcon = "hammer" | "brain" | "shield" | "calendar" | "languages" | "layout";

export interface ToolDefinition {
  id: ToolId;
  title: string;
  subtitle: string;
  description: string;
  route: `/tools/${string}`;
  icon: ToolIcon;
  category: ToolCategory;
  features: readonly string[];
  estimatedTime: string;
  difficulty?: "Beginner" | "Intermediate";
  /** The name a captured lead is filed under; see leadMagnetSlug for the tracking form. */
  leadMagnet: string;
  /** Reserved for AI Workshop Kit students (access code). */
  premium: boolean;
}

export const TOOL_DEFINITIONS: readonly ToolDefinition[] = [
  {
    id: "workshop-builder",
    title: "Workshop Builder",
    subtitle: "Design your first paid AI workshop",
    description:
      "Answer six quick questions and get a workshop blueprint: format, teaching style, session length, a price range for your market and a realistic monthly revenue figure.",
    route: "/tools/workshop-builder",
    icon: "hammer",
    category: "builder",
    features: ["Personalized workshop format", "Pricing for your market", "Monthly revenue estimate"],
    estimatedTime: "5-10 min",
    difficulty: "Beginner",
    leadMagnet: "Workshop Resources Pack",
    premium: false,
  },
  {
    id: "ai-business-quiz",
    title: "AI Business Quiz",
    subtitle: "Find the AI business model that fits you",
    description:
      "Five questions about your background, skills and income goal match you to the three AI business models you are best placed to start, each with a five-step roadmap.",
    route: "/tools/ai-business-quiz",
    icon: "brain",
    category: "quiz",
    features: ["Top 3 business models", "5-step roadmap for each", "Free playbook for your path"],
    estimatedTime: "3-5 min",
    leadMagnet: "AI Business Quiz",
    premium: false,
  },
  {
    id: "sales-blocks",
    title: "Sales Blocks Diagnostic",
    subtitle: "Find what is quietly stopping you from selling",
    description:
      "Ten situations every new consultant meets. Your answers reveal your main and secondary sales mindset blocks, a reframe for each and three quick wins to start this week.",
    route: "/tools/sales-blocks",
    icon: "shield",
    category: "assessment",
    features: ["Main and secondary block", "A reframe that works", "Three quick wins"],
    estimatedTime: "3 min",
    leadMagnet: "Sales Blocks Diagnostic",
    premium: false,
  },
  {
    id: "sprint-planner",
    title: "90-Day Sprint Planner",
    subtitle: "Turn one goal into twelve weeks of action",
    description:
      "Eight questions about your goal, your time and what usually gets in the way produce a 12-week plan with weekly milestones, daily minimums, a first-week schedule and an obstacle playbook.",
    route: "/tools/sprint-planner",
    icon: "calendar",
    category: "assessment",
    features: ["12 weekly milestones", "Week-one daily plan", "Obstacle playbook"],
    estimatedTime: "8-12 min",
    leadMagnet: "90-Day Sprint Planner",
    premium: false,
  },
  {
    id: "industry-ai-translator",
    title: "Industry AI Translator",
    subtitle: "Explain AI in your audience's own language",
    description:
      "Pick an industry, a location, an audience and one AI concept. Get an explanation package: plain definitions, metaphors, before-and-after stories, objection answers, a live demo and a one-page summary.",
    route: "/tools/industry-ai-translator",
    icon: "languages",
    category: "builder",
    features: ["Industry metaphors and stories", "Answers to common objections", "One-page summary"],
    estimatedTime: "5-8 min",
    leadMagnet: "Industry AI Translator",
    premium: false,
  },
  {
    id: "workshop-landing-builder",
    title: "Workshop Landing Page Builder",
    subtitle: "A ready-to-build landing page for your workshop",
    description:
      "For AI Workshop Kit students: describe your workshop and get the page copy (headline, outcomes, overview, FAQs) plus a complete prompt to build the page in Lovable.",
    route: "/tools/workshop-landing-builder",
    icon: "layout",
    category: "builder",
    features: ["Landing page copy", "Downloadable Lovable prompt", "Placeholder checklist"],
    estimatedTime: "10-15 min",
    difficulty: "Intermediate",
    leadMagnet: "Workshop Landing Page Builder",
    premium: true,
  },
];

export function findTool(id: ToolId): ToolDefinition {
  const tool = TOOL_DEFINITIONS.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`Unknown tool ${id}`);
  return tool;
}

/** The spec's currentTool: the lead-magnet name lowercased with hyphens ("AI Business Quiz" → "ai-business-quiz"). */
export function leadMagnetSlug(leadMagnet: string): string {
  return leadMagnet
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The head metadata every tool page shares: title and description from the table, canonical at its route. */
export function toolPageSeo(
  tool: ToolDefinition,
  extra: Omit<PageSeo, "title" | "description" | "canonicalPath"> = {},
): PageSeo {
  return {
    title: `${tool.title}: ${tool.subtitle}`,
    description: tool.description,
    canonicalPath: tool.route,
    ...extra,
  };
}
