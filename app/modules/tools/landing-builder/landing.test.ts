import { describe, expect, it } from "vitest";
import { buildBuiltinLandingContent } from "./builtin-content";
import { landingContentSchema, withLandingDefaults } from "./content";
import { EMPTY_LANDING_FORM, landingFormFields, landingFormSchema, missingFields, type LandingForm } from "./form";
import { buildLovablePrompt, landingPlaceholders, promptFileName } from "./lovable-prompt";

const form: LandingForm = {
  ...EMPTY_LANDING_FORM,
  workshopName: "AI for Busy Estate Agents",
  format: "3hour",
  audience: "estate agents",
  industry: "Real estate",
  deliveryMode: "hybrid",
  includePricing: true,
  customFocus: "Writing property listings",
  organizationName: "Northside Training",
  facilitatorName: "Priya Shah",
  email: "priya@example.com",
  phone: "+44 20 7946 0000",
};

describe("landing builder form", () => {
  it("requires the spec's fields per step", () => {
    expect(missingFields(EMPTY_LANDING_FORM, 1)).toEqual(["workshopName", "format", "audience", "industry"]);
    expect(missingFields(EMPTY_LANDING_FORM, 2)).toEqual(["deliveryMode", "organizationName"]);
    expect(missingFields(EMPTY_LANDING_FORM, 3)).toEqual(["facilitatorName", "email"]);
    expect(missingFields(form, 1)).toEqual([]);
  });

  it("carries the values as a browser posts them: the checkbox only when ticked", () => {
    expect(landingFormFields(form, ["email", "phone"])).toEqual({
      workshopName: "AI for Busy Estate Agents",
      format: "3hour",
      audience: "estate agents",
      industry: "Real estate",
      deliveryMode: "hybrid",
      includePricing: "on",
      customFocus: "Writing property listings",
      organizationName: "Northside Training",
      facilitatorName: "Priya Shah",
    });
    expect(landingFormFields({ ...form, includePricing: false })).not.toHaveProperty("includePricing");
    expect(landingFormFields(EMPTY_LANDING_FORM).workshopName).toBe("");
  });

  it("checks the generate request on the server, with phone and focus optional", () => {
    const posted = { ...form, includePricing: "on", phone: "", customFocus: "" };
    expect(landingFormSchema.parse(posted)).toMatchObject({ includePricing: true, phone: "" });
    expect(landingFormSchema.parse({ ...posted, includePricing: undefined }).includePricing).toBe(false);
    expect(landingFormSchema.safeParse({ ...posted, email: "nope" }).error?.issues[0]?.message).toBe(
      "Enter a valid contact email.",
    );
    expect(landingFormSchema.safeParse({ ...posted, organizationName: " " }).error?.issues[0]?.message).toBe(
      "Organization name is required.",
    );
  });
});

describe("landing content", () => {
  it("composes complete copy within the limits from the form", () => {
    const content = buildBuiltinLandingContent(form);
    expect(landingContentSchema.safeParse(content).success).toBe(true);
    expect(content.learningOutcomes).toHaveLength(5);
    expect(content.learningOutcomes[0]).toBe("Apply AI to writing property listings");
    expect(content.faqs).toHaveLength(4);
    expect(content.faqs[2]!.answer).toContain("[PRICE]");
    expect(content.callToAction).toBe("Book Your Place");
    expect(buildBuiltinLandingContent({ ...form, includePricing: false }).callToAction).toBe("Register Now");
  });

  it("falls back to the spec's defaults for missing parts", () => {
    const content = withLandingDefaults(
      { subtitle: "From the model", learningOutcomes: ["1", "2", "3", "4", "5", "6", "7"] },
      form,
    );
    expect(content).toMatchObject({
      headline: "AI for Busy Estate Agents",
      subtitle: "From the model",
      callToAction: "Register Now",
    });
    expect(content?.learningOutcomes).toHaveLength(5);
    expect(content?.faqs).toHaveLength(1);
    expect(withLandingDefaults("nonsense", form)).toBeUndefined();
  });
});

describe("Lovable prompt", () => {
  it("holds every section, the copy, the contact details and the placeholders", () => {
    const content = buildBuiltinLandingContent(form);
    const prompt = buildLovablePrompt(form, content);
    for (const expected of [
      content.headline,
      content.valueProposition,
      ...content.learningOutcomes,
      ...content.faqs.map((faq) => faq.question),
      "priya@example.com",
      "+44 20 7946 0000",
      "[PRICE]",
      "[VENUE ADDRESS]",
      "[MEETING LINK]",
      "[REGISTRATION LINK]",
    ]) {
      expect(prompt).toContain(expected);
    }
    expect(promptFileName(form)).toBe("lovable-prompt-ai-for-busy-estate-agents.txt");
  });

  it("lists only the placeholders this page has", () => {
    const online = landingPlaceholders({ ...form, deliveryMode: "online", includePricing: false }).map(
      (entry) => entry.placeholder,
    );
    expect(online).toContain("[MEETING LINK]");
    expect(online).not.toContain("[VENUE ADDRESS]");
    expect(online).not.toContain("[PRICE]");
  });
});
