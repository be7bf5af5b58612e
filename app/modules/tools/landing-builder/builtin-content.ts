import { typedMidSentence, withIndefiniteArticle } from "~/modules/text/phrases";
import type { LandingContent } from "./content";
import { DELIVERY_MODES, FORMATS, type LandingForm } from "./form";

const WHERE: Record<string, string> = {
  online: "live online, so everyone joins from their own desk",
  offline: "in person, with laptops open and plenty of time for questions",
  hybrid: "in the room and online at the same time, with the same exercises for both",
};

const BRING: Record<string, string> = {
  online: "A laptop with a good connection and a free account on the AI tool we send you before the session.",
  offline: "A charged laptop. We provide the materials, the exercises and the coffee.",
  hybrid: "A laptop, whether you join in the room or online. The joining details arrive a week before.",
};

/**
 * Landing page copy composed from the form: the format sets depth and length, the audience and
 * industry the promise and outcomes, the focus the first outcome, the delivery mode the logistics.
 * The visitor's audience and industry read mid-sentence as typed, bar a sentence-case first capital.
 */
export function buildBuiltinLandingContent(form: LandingForm): LandingContent {
  const format = FORMATS.find((option) => option.value === form.format) ?? FORMATS[0];
  const halfDay = format.value === "3hour";
  const mode = DELIVERY_MODES.find((option) => option.value === form.deliveryMode) ?? DELIVERY_MODES[0];
  const industry = typedMidSentence(form.industry);
  const audience = typedMidSentence(form.audience);
  const focus = form.customFocus.trim();
  const outcomes = [
    ...(focus ? [`Apply AI to ${focus.charAt(0).toLowerCase()}${focus.slice(1)}`] : []),
    `Use an AI assistant confidently on everyday tasks in ${industry}`,
    "Write prompts that get reliable, on-brand results the first time",
    halfDay
      ? "Build a reusable AI workflow for one process your team repeats every week"
      : "Save time on writing, summarising and research from day one",
    `Know what is safe to share with AI tools in ${industry}`,
    halfDay ? "Leave with a 30-day adoption plan for your team" : "Leave with three prompts you will use tomorrow",
  ].slice(0, 5);

  return {
    headline: `${form.workshopName}: practical AI for ${audience}`,
    subtitle: `${withIndefiniteArticle(`${format.length} ${mode.adjective} workshop`, { capitalize: true })} for ${industry} professionals. At least half the time is hands-on.`,
    valueProposition: halfDay
      ? `In three focused hours, your team goes from curious to capable: they build working AI shortcuts for their own work in ${industry} and leave with a plan to keep using them.`
      : `In one hour, everyone in the room sees exactly where AI saves time in ${industry}, and tries it on their own work before they leave.`,
    learningOutcomes: outcomes,
    workshopOverview: `${form.workshopName} runs ${WHERE[form.deliveryMode] ?? WHERE.online}. ${
      halfDay
        ? "The half-day is built around three practice blocks: everyday writing and research, a workflow from your own team, and safe use with real data rules. Short demonstrations introduce each block; the rest of the time participants build."
        : "A short live demonstration shows what is possible, then participants spend at least half the hour trying it on their own tasks with guidance."
    } Facilitated by ${form.facilitatorName} for ${form.organizationName}.`,
    faqs: [
      {
        question: "Do I need any technical experience?",
        answer: "None. If you can write an email, you can take part. Every step is shown before you try it.",
      },
      { question: "What should I bring?", answer: BRING[form.deliveryMode] ?? BRING.online! },
      {
        question: form.includePricing ? "How much does it cost?" : "Can we book this for our whole team?",
        answer: form.includePricing
          ? "[PRICE] per person. Teams of five or more get a group rate; contact us for details."
          : `Yes. ${form.organizationName} runs private sessions for teams; get in touch to pick a date.`,
      },
      {
        question: "Will I get the materials afterwards?",
        answer: "Yes: the slides, every prompt we use and a one-page checklist arrive by email after the session.",
      },
    ],
    callToAction: form.includePricing ? "Book Your Place" : "Register Now",
  };
}
