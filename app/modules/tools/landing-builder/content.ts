import { z } from "zod";
import { typedMidSentence, withIndefiniteArticle } from "~/modules/text/phrases";
import { keepUsableSections } from "../usable-sections";
import { FORMATS, type LandingForm } from "./form";

const text = z.string().trim().min(1).max(1500);

/** The landing page copy; at most 5 outcomes and 4 FAQs. */
export const landingContentSchema = z.object({
  headline: text,
  subtitle: text,
  valueProposition: text,
  learningOutcomes: z
    .array(text)
    .min(1)
    .transform((outcomes) => outcomes.slice(0, 5)),
  workshopOverview: text,
  faqs: z
    .array(z.object({ question: text, answer: text }))
    .min(1)
    .transform((faqs) => faqs.slice(0, 4)),
  callToAction: text,
});

export type LandingContent = z.infer<typeof landingContentSchema>;

/** The spec's defaults for any part a model's answer lacks. */
export function defaultLandingContent(form: LandingForm): LandingContent {
  const format = FORMATS.find((option) => option.value === form.format);
  const industry = form.industry.trim();
  return {
    headline: form.workshopName,
    subtitle: `A practical, hands-on AI workshop for ${typedMidSentence(form.audience) || "your team"}`,
    valueProposition: `In ${format?.duration ?? "one session"}, learn to use AI tools on your own day-to-day work${industry ? ` in ${typedMidSentence(industry)}` : ""}, with at least half the time spent hands-on.`,
    learningOutcomes: [
      "Understand what today's AI tools can and cannot do",
      "Write clear prompts that get useful results",
      "Apply AI to three tasks from your own work",
      "Use AI safely with your organization's data",
      "Leave with a plan for your first week",
    ],
    workshopOverview: `${form.workshopName} is ${format ? withIndefiniteArticle(`${format.length} workshop`) : "a workshop"} run by ${form.organizationName || "our team"}. Short demonstrations alternate with guided practice on real tasks, so everyone leaves able to use what they learned.`,
    faqs: [
      {
        question: "Do I need any technical experience?",
        answer: "No. If you can write an email, you can take part. Everything is explained step by step.",
      },
    ],
    callToAction: "Register Now",
  };
}

/** Keeps each usable part of a model's answer and fills the rest with the defaults. */
export function withLandingDefaults(parsed: unknown, form: LandingForm): LandingContent | undefined {
  return keepUsableSections(landingContentSchema, parsed, defaultLandingContent(form));
}
