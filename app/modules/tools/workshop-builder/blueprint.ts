import { DELIVERY_STYLES, type WorkshopAnswers } from "./options";

export interface WorkshopBlueprint {
  formatName: string;
  style: string;
  duration: string;
  currency: "$" | "£";
  /** Price of one session after every multiplier. */
  sessionPrice: number;
  priceRange: { low: number; high: number };
  sessionsPerMonth: number;
  monthlyRevenue: number;
  /** Percent, 60-95. */
  confidence: number;
}

const SESSIONS_PER_MONTH: Record<string, number> = { trial: 1, monthly: 2, weekly: 4 };

/** 500 in the UK and elsewhere, 800 in the US, then the market, delivery and audience multipliers. */
export function sessionPrice(answers: WorkshopAnswers): number {
  let price = answers.location === "us" ? 800 : 500;
  if (answers.marketType === "private") price *= 1.5;
  if (answers.deliveryStyle === "intensive") price *= 2;
  if (answers.audienceLevel === "experimenting") price *= 1.3;
  return Math.round(price * 100) / 100;
}

/** A name in a title: "Real estate" is "Real Estate" there (acronyms such as "HR" stay as they are). */
const inTitleCase = (name: string) =>
  name.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

export function formatName(answers: WorkshopAnswers): string {
  if (answers.audienceLevel === "basic") return `AI for ${inTitleCase(answers.industry)} Teams`;
  if (answers.audienceLevel === "experimenting") return "Advanced AI Implementation Workshop";
  return "AI Fundamentals Workshop";
}

export function workshopStyle(answers: WorkshopAnswers): string {
  if (answers.strength === "facilitation") return "Interactive Workshop";
  if (answers.strength === "tools") return "Hands-on Demo + Practice";
  return "Presentation + Discussion";
}

export function blueprintConfidence(answers: WorkshopAnswers): number {
  const filled = Object.values(answers).filter((value) => value.trim() !== "").length;
  return Math.min(95, 60 + 5 * filled);
}

export function buildWorkshopBlueprint(answers: WorkshopAnswers): WorkshopBlueprint {
  const price = sessionPrice(answers);
  const sessionsPerMonth = SESSIONS_PER_MONTH[answers.frequency] ?? 1;
  return {
    formatName: formatName(answers),
    style: workshopStyle(answers),
    duration: DELIVERY_STYLES.find((style) => style.value === answers.deliveryStyle)?.duration ?? "60 min",
    currency: answers.location === "us" ? "$" : "£",
    sessionPrice: price,
    priceRange: { low: Math.floor(price * 0.8), high: Math.floor(price * 1.4) },
    sessionsPerMonth,
    monthlyRevenue: Math.floor(sessionsPerMonth * price),
    confidence: blueprintConfidence(answers),
  };
}
