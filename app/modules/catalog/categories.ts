export type CategoryKind = "ai" | "baton";

export interface Category {
  id: string;
  kind: CategoryKind;
  title: string;
  description: string;
  /** Tailwind background class for the card's icon tile. */
  color: string;
  /** Tailwind gradient classes for headers. */
  gradient: string;
  /** Slug of the guide featured as "New to {category}? Start Here." */
  featuredSlug: string;
}

export const AI_CATEGORIES: readonly Category[] = [
  {
    id: "ai-knowledge",
    kind: "ai",
    title: "AI Knowledge",
    description: "Foundational lessons on prompt engineering, generative AI and AI workflows for beginners.",
    color: "bg-blue-600",
    gradient: "from-blue-600 to-indigo-600",
    featuredSlug: "ai-fundamentals",
  },
  {
    id: "ai-building",
    kind: "ai",
    title: "AI Building",
    description: "Build automations, integrations and tools with no-code and low-code approaches.",
    color: "bg-green-700",
    gradient: "from-green-700 to-emerald-600",
    featuredSlug: "vibe-coding",
  },
  {
    id: "ai-authority",
    kind: "ai",
    title: "AI Authority",
    description: "Personal branding, content strategy and community growth with AI.",
    color: "bg-purple-600",
    gradient: "from-purple-600 to-fuchsia-600",
    featuredSlug: "building-your-ai-expert-brand-ai-business-playbook",
  },
  {
    id: "ai-business",
    kind: "ai",
    title: "AI Business",
    description: "Business models, products and services, packaging an AI Workshop Kit and running paid training.",
    color: "bg-orange-600",
    gradient: "from-orange-600 to-amber-600",
    featuredSlug: "ai-business-ideas",
  },
];

export const BATON_CATEGORIES: readonly Category[] = [
  {
    id: "business",
    kind: "baton",
    title: "Business",
    description: "Strategy, operations and the fundamentals of running a business.",
    color: "bg-slate-700",
    gradient: "from-slate-700 to-slate-900",
    featuredSlug: "business-fundamentals-ai-business-playbook",
  },
  {
    id: "audience",
    kind: "baton",
    title: "Audience",
    description: "Target market research, personas and customer insights.",
    color: "bg-indigo-600",
    gradient: "from-indigo-600 to-violet-600",
    featuredSlug: "audience-fundamentals-ai-business-playbook",
  },
  {
    id: "tribe",
    kind: "baton",
    title: "Tribe",
    description: "Communities, newsletters and loyal followings.",
    color: "bg-pink-700",
    gradient: "from-pink-700 to-rose-600",
    featuredSlug: "tribe-fundamentals-ai-business-playbook",
  },
  {
    id: "offer",
    kind: "baton",
    title: "Offer",
    description: "Products, services, pricing and value propositions.",
    color: "bg-emerald-700",
    gradient: "from-emerald-700 to-teal-600",
    featuredSlug: "offer-fundamentals-ai-business-playbook",
  },
  {
    id: "network",
    kind: "baton",
    title: "Network",
    description: "Growth, scaling, partnerships and collaboration.",
    color: "bg-cyan-700",
    gradient: "from-cyan-700 to-sky-700",
    featuredSlug: "network-and-scaling-fundamentals-ai-business-playbook",
  },
];

export const ALL_CATEGORIES: readonly Category[] = [...AI_CATEGORIES, ...BATON_CATEGORIES];

export function findCategory(id: string): Category | undefined {
  return ALL_CATEGORIES.find((category) => category.id === id);
}

export function categoryTitle(id: string | null | undefined): string | undefined {
  return id ? findCategory(id)?.title : undefined;
}
