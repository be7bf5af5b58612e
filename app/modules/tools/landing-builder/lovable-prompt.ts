import type { LandingContent } from "./content";
import { DELIVERY_MODES, FORMATS, type LandingForm } from "./form";

/** Every "[PLACEHOLDER]" the page will contain, for the 'Placeholders to Replace' card. */
export function landingPlaceholders(form: LandingForm): { placeholder: string; hint: string }[] {
  const list = [
    { placeholder: "[WORKSHOP DATE]", hint: "The day the workshop runs" },
    { placeholder: "[START TIME]", hint: "Start time with time zone" },
  ];
  if (form.deliveryMode !== "online") list.push({ placeholder: "[VENUE ADDRESS]", hint: "Where people should arrive" });
  if (form.deliveryMode !== "offline")
    list.push({ placeholder: "[MEETING LINK]", hint: "Zoom, Teams or Meet link sent to registrants" });
  if (form.includePricing) list.push({ placeholder: "[PRICE]", hint: "Price per person, with currency" });
  list.push(
    { placeholder: "[REGISTRATION LINK]", hint: "Your booking form, Eventbrite or checkout page" },
    { placeholder: "[FACILITATOR PHOTO]", hint: `A friendly photo of ${form.facilitatorName}` },
    { placeholder: "[FACILITATOR BIO]", hint: "Two or three sentences on your experience" },
    { placeholder: "[TESTIMONIAL]", hint: "A quote from a past participant" },
  );
  return list;
}

/** A complete prompt for Lovable (or any AI site builder) that builds this landing page. */
export function buildLovablePrompt(form: LandingForm, content: LandingContent): string {
  const format = FORMATS.find((option) => option.value === form.format);
  const mode = DELIVERY_MODES.find((option) => option.value === form.deliveryMode)?.label ?? form.deliveryMode;
  const contact = [form.facilitatorName, form.email, form.phone].filter(Boolean).join(" | ");
  return [
    `Build a single-page, mobile-first landing page for a workshop called "${form.workshopName}".`,
    "",
    "## Style",
    "- Clean, modern and trustworthy: white background, one strong accent colour, generous spacing.",
    "- Large, readable type; accessible contrast; every image has alt text; works with the keyboard.",
    `- The primary button reads "${content.callToAction}" and links to [REGISTRATION LINK]. Repeat it after every second section.`,
    "",
    "## Sections, in order",
    `1. Hero: headline "${content.headline}", subtitle "${content.subtitle}", the primary button, and a line with [WORKSHOP DATE], [START TIME] and "${mode}, ${format?.duration ?? ""}".`,
    `2. Why attend: "${content.valueProposition}"`,
    "3. What you will learn (a checklist):",
    ...content.learningOutcomes.map((outcome) => `   - ${outcome}`),
    `4. Workshop overview: "${content.workshopOverview}"`,
    `5. Format and logistics: ${format?.label ?? form.format}, ${mode.toLowerCase()}${
      form.deliveryMode !== "online" ? ", venue [VENUE ADDRESS]" : ""
    }${form.deliveryMode !== "offline" ? ", online link [MEETING LINK] sent after registration" : ""}. At least half the time is hands-on.`,
    ...(form.includePricing ? ["6. Pricing: one clear card showing [PRICE] per person and the primary button."] : []),
    `${form.includePricing ? 7 : 6}. About the facilitator: ${form.facilitatorName} of ${form.organizationName}, with [FACILITATOR PHOTO] and [FACILITATOR BIO].`,
    `${form.includePricing ? 8 : 7}. Testimonial: [TESTIMONIAL].`,
    `${form.includePricing ? 9 : 8}. FAQ (an accessible accordion):`,
    ...content.faqs.flatMap((faq) => [`   Q: ${faq.question}`, `   A: ${faq.answer}`]),
    `${form.includePricing ? 10 : 9}. Final call to action with the primary button, then a footer with contact details: ${contact} and the organization name ${form.organizationName}.`,
    "",
    "## Details",
    `- Audience: ${form.audience} in ${form.industry}.${form.customFocus ? ` Special focus: ${form.customFocus}.` : ""}`,
    "- Add page title and meta description from the headline and subtitle, and Open Graph tags.",
    "- Keep every [PLACEHOLDER] exactly as written so it can be replaced later.",
  ].join("\n");
}

export function promptFileName(form: LandingForm): string {
  const slug =
    form.workshopName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "workshop";
  return `lovable-prompt-${slug}.txt`;
}
