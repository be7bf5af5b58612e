import type { ChoiceLike } from "../choice";

/** The Workshop Builder's questions and their options, in the order the wizard asks them. */
export const INDUSTRIES = [
  "Education",
  "Marketing",
  "HR",
  "Healthcare",
  "Finance",
  "Technology",
  "Consulting",
  "Real estate",
  "Legal",
  "Nonprofit",
] as const;

/**
 * Industries as every tool spells them now ("Real estate" and "Nonprofit", as the translator
 * does), by the spelling old result links and stored results carry.
 */
export const RENAMED_INDUSTRIES: Readonly<Record<string, (typeof INDUSTRIES)[number]>> = {
  "Real Estate": "Real estate",
  "Non-profit": "Nonprofit",
};

/** Each industry as it reads after "in" mid-sentence: "in real estate", "in HR", "in the nonprofit sector". */
export const INDUSTRY_SECTORS: Record<(typeof INDUSTRIES)[number], string> = {
  Education: "education",
  Marketing: "marketing",
  HR: "HR",
  Healthcare: "healthcare",
  Finance: "finance",
  Technology: "technology",
  Consulting: "consulting",
  "Real estate": "real estate",
  Legal: "legal services",
  Nonprofit: "the nonprofit sector",
};

export const AUDIENCE_LEVELS = [
  { value: "never", label: "Never used AI", description: "They have heard the buzz but not opened a chat tool yet." },
  {
    value: "basic",
    label: "Basic user",
    description: "They have tried ChatGPT or Copilot for a few everyday tasks.",
  },
  {
    value: "experimenting",
    label: "Actively experimenting",
    description: "They use AI weekly and want to build it into how the team works.",
  },
] as const satisfies readonly ChoiceLike[];

export const STRENGTHS = [
  {
    value: "facilitation",
    label: "Facilitation",
    description: "You run a room well: discussion, exercises and energy.",
  },
  {
    value: "industry",
    label: "Industry expertise",
    description: "You know the sector's problems, jargon and workflows inside out.",
  },
  { value: "tools", label: "Tool know-how", description: "You are hands-on with AI tools and love showing them live." },
] as const satisfies readonly ChoiceLike[];

export const DELIVERY_STYLES = [
  {
    value: "intro",
    label: "Intro session",
    description: "A short, high-energy overview.",
    duration: "60 min",
  },
  {
    value: "hands-on",
    label: "Hands-on workshop",
    description: "Participants practise on their own tasks.",
    duration: "60-90 min",
  },
  {
    value: "intensive",
    label: "Intensive",
    description: "A deep dive that ends with working prototypes.",
    duration: "3-6 hours",
  },
] as const satisfies readonly (ChoiceLike & { duration: string })[];

export const LOCATIONS = [
  { value: "uk", label: "United Kingdom", description: "Priced in pounds." },
  { value: "us", label: "United States", description: "Priced in dollars." },
  { value: "eu", label: "Europe", description: "Outside the UK." },
  { value: "other", label: "Elsewhere", description: "Anywhere else in the world." },
] as const satisfies readonly ChoiceLike[];

export const MARKETS = [
  { value: "public", label: "Public", description: "Open sessions people book individually." },
  { value: "private", label: "Private", description: "In-house sessions booked by one organisation." },
  { value: "mixed", label: "Mixed", description: "Both open and in-house sessions." },
] as const satisfies readonly ChoiceLike[];

export const FREQUENCIES = [
  { value: "trial", label: "Trial run", description: "One session this month to test the format." },
  { value: "monthly", label: "Monthly programme", description: "Two sessions a month alongside other work." },
  { value: "weekly", label: "Weekly", description: "Four sessions a month as a main line of business." },
] as const satisfies readonly ChoiceLike[];

type Values<List extends readonly { value: string }[]> = List[number]["value"];

export type AudienceLevel = Values<typeof AUDIENCE_LEVELS>;
export type Strength = Values<typeof STRENGTHS>;
export type DeliveryStyle = Values<typeof DELIVERY_STYLES>;
export type Location = Values<typeof LOCATIONS>;
export type MarketType = Values<typeof MARKETS>;
export type Frequency = Values<typeof FREQUENCIES>;

/** Strings, empty until answered (the spec's answer record). */
export interface WorkshopAnswers {
  industry: string;
  audienceLevel: string;
  strength: string;
  deliveryStyle: string;
  location: string;
  marketType: string;
  frequency: string;
}

export const EMPTY_WORKSHOP_ANSWERS: WorkshopAnswers = {
  industry: "",
  audienceLevel: "",
  strength: "",
  deliveryStyle: "",
  location: "",
  marketType: "",
  frequency: "",
};
