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
  /** One line under the title on the category page. */
  subhead: string;
  /** A short paragraph on who the category is for and what it covers. */
  blurb: string;
  /** Meta keywords for the category page. */
  keywords: readonly string[];
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
    subhead: "Understand AI well enough to use it with confidence every day.",
    blurb:
      "Start here if AI still feels like a black box. These guides explain how modern models work in plain English, show you how to write prompts that get usable answers, and turn one-off experiments into repeatable workflows for you and your team.",
    keywords: ["ai fundamentals", "prompt engineering", "generative ai", "ai workflows", "ai for beginners"],
  },
  {
    id: "ai-building",
    kind: "ai",
    title: "AI Building",
    description: "Build automations, integrations and tools with no-code and low-code approaches.",
    color: "bg-green-700",
    gradient: "from-green-700 to-emerald-600",
    featuredSlug: "vibe-coding",
    subhead: "Build automations, apps and tools without waiting for a developer.",
    blurb:
      "Learn to describe software and have AI build it, connect the tools you already pay for, and automate the busywork that eats your week. Every guide favours no-code and low-code approaches you can ship in days, not months.",
    keywords: ["no-code ai", "ai automation", "vibe coding", "zapier", "make", "low-code tools"],
  },
  {
    id: "ai-authority",
    kind: "ai",
    title: "AI Authority",
    description: "Personal branding, content strategy and community growth with AI.",
    color: "bg-purple-600",
    gradient: "from-purple-600 to-fuchsia-600",
    featuredSlug: "building-your-ai-expert-brand-ai-business-playbook",
    subhead: "Become the person people trust on AI in your field.",
    blurb:
      "Use AI to publish consistently without sounding like a robot, grow a following on the platforms your buyers use, and turn attention into a community. These guides cover personal brand, content systems and audience growth.",
    keywords: ["personal branding", "content strategy", "thought leadership", "linkedin growth", "newsletter growth"],
  },
  {
    id: "ai-business",
    kind: "ai",
    title: "AI Business",
    description: "Business models, products and services, packaging an AI Workshop Kit and running paid training.",
    color: "bg-orange-600",
    gradient: "from-orange-600 to-amber-600",
    featuredSlug: "ai-business-ideas",
    subhead: "Turn AI skills into products, services and paid training.",
    blurb:
      "Choose a business model that fits your strengths, package what you know into workshops, consulting or digital products, and price it with confidence. This is where the AI Workshop Kit and running paid training live.",
    keywords: ["ai business ideas", "ai consulting", "ai workshops", "pricing ai services", "digital products"],
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
    subhead: "Set up the foundations: strategy, operations and the numbers.",
    blurb:
      "The first pillar of the BATON framework. Decide what you sell and to whom, build a simple operating rhythm, and keep an eye on the few numbers that tell you whether the business is working.",
    keywords: ["business strategy", "business operations", "small business fundamentals", "baton framework"],
  },
  {
    id: "audience",
    kind: "baton",
    title: "Audience",
    description: "Target market research, personas and customer insights.",
    color: "bg-indigo-600",
    gradient: "from-indigo-600 to-violet-600",
    featuredSlug: "audience-fundamentals-ai-business-playbook",
    subhead: "Know exactly who you serve and what they need.",
    blurb:
      "The second BATON pillar. Research your market with AI, build personas from real conversations, and find the words your customers use so your offers and content land the first time.",
    keywords: ["target market", "customer research", "buyer personas", "audience research"],
  },
  {
    id: "tribe",
    kind: "baton",
    title: "Tribe",
    description: "Communities, newsletters and loyal followings.",
    color: "bg-pink-700",
    gradient: "from-pink-700 to-rose-600",
    featuredSlug: "tribe-fundamentals-ai-business-playbook",
    subhead: "Turn followers into a community that sticks around.",
    blurb:
      "The third BATON pillar. Build newsletters, communities and rituals that keep people coming back, and give your best supporters a way to get more involved.",
    keywords: ["online community", "newsletter", "audience engagement", "community building"],
  },
  {
    id: "offer",
    kind: "baton",
    title: "Offer",
    description: "Products, services, pricing and value propositions.",
    color: "bg-emerald-700",
    gradient: "from-emerald-700 to-teal-600",
    featuredSlug: "offer-fundamentals-ai-business-playbook",
    subhead: "Design offers people understand, want and pay for.",
    blurb:
      "The fourth BATON pillar. Shape products and services around a clear promise, price them for value, and present them so the decision to buy is easy.",
    keywords: ["offer design", "pricing", "value proposition", "productized services"],
  },
  {
    id: "network",
    kind: "baton",
    title: "Network",
    description: "Growth, scaling, partnerships and collaboration.",
    color: "bg-cyan-700",
    gradient: "from-cyan-700 to-sky-700",
    featuredSlug: "network-and-scaling-fundamentals-ai-business-playbook",
    subhead: "Grow through partnerships, referrals and scale.",
    blurb:
      "The fifth BATON pillar. Find partners who already serve your audience, build referral and collaboration loops, and put systems in place so growth does not depend on your hours.",
    keywords: ["partnerships", "business growth", "scaling", "collaboration", "referrals"],
  },
];

export const ALL_CATEGORIES: readonly Category[] = [...AI_CATEGORIES, ...BATON_CATEGORIES];

export function findCategory(id: string): Category | undefined {
  return ALL_CATEGORIES.find((category) => category.id === id);
}

export function categoryTitle(id: string | null | undefined): string | undefined {
  return id ? findCategory(id)?.title : undefined;
}
