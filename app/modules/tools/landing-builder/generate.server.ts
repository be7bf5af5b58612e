import type { GenerationTask } from "~/modules/ai/provider";
import { buildBuiltinLandingContent } from "./builtin-content";
import { landingContentSchema, withLandingDefaults, type LandingContent } from "./content";
import type { LandingForm } from "./form";

/** The spec's call: {workshopName, format, audience, industry, deliveryMode, includePricing, customFocus}. */
export function landingContentTask(form: LandingForm): GenerationTask<LandingContent> {
  const request = {
    workshopName: form.workshopName,
    format: form.format,
    audience: form.audience,
    industry: form.industry,
    deliveryMode: form.deliveryMode,
    includePricing: form.includePricing,
    customFocus: form.customFocus,
  };
  return {
    kind: "landing-page",
    system:
      "You write clear, persuasive landing page copy for training workshops. You answer with one JSON object only.",
    prompt: [
      "Write landing page copy for this AI workshop. 1hour is a 60-minute intro; 3hour is a half-day. At least 50% is hands-on.",
      JSON.stringify(request),
      'Return only JSON: {"headline","subtitle","valueProposition","learningOutcomes":[max 5 strings],',
      '"workshopOverview","faqs":[max 4 {"question","answer"}],"callToAction"}.',
      form.includePricing ? "Mention the price only as the placeholder [PRICE]." : "Do not mention prices.",
    ].join("\n"),
    maxTokens: 1500,
    temperature: 0.7,
    schema: landingContentSchema,
    builtin: () => buildBuiltinLandingContent(form),
    repair: (parsed) => withLandingDefaults(parsed, form),
  };
}
