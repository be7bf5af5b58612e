import { describe, expect, it } from "vitest";
import { readTranslatorAnswers, translatorAnswersSchema, TRANSLATOR_STEPS } from "./answers";
import { ATTITUDES, AUDIENCE_SIZES, LOCATIONS } from "./audiences";
import { buildBuiltinPackage } from "./builtin-package";
import { CONCEPTS } from "./concepts";
import { customIndustryProfile, INDUSTRIES } from "./industries";
import { explanationPackageSchema, mergePackage } from "./package";

const answers = readTranslatorAnswers(
  new URLSearchParams({
    industry: "healthcare",
    location: "germany",
    companySize: "mid",
    aiConcept: "hallucinations",
    audienceLevel: "skeptical",
    additionalContext: "Half the room are ward managers",
  }),
);

describe("translator lists", () => {
  it("phrases every industry's tasks as gerunds, which the stories make the subject of a singular verb", () => {
    const profiles = [...INDUSTRIES, customIndustryProfile("Veterinary clinics")];
    const tasks = profiles.flatMap((profile) => profile.tasks);
    expect(tasks.filter((task) => !/^\p{Ll}+ing\b/u.test(task))).toEqual([]);
  });

  it("has the spec's counts", () => {
    expect(INDUSTRIES).toHaveLength(15);
    expect(LOCATIONS).toHaveLength(11);
    expect(AUDIENCE_SIZES).toHaveLength(8);
    expect(CONCEPTS).toHaveLength(10);
    expect(ATTITUDES.map((attitude) => attitude.label)).toEqual([
      "Skeptical beginner",
      "Curious but cautious",
      "Ready to implement",
    ]);
  });
});

describe("translator steps", () => {
  it("accepts a listed or typed industry and location, and needs an audience type", () => {
    const typed = readTranslatorAnswers(
      new URLSearchParams({ industry: "other", customIndustry: "Veterinary", customLocation: "Chile" }),
    );
    expect(TRANSLATOR_STEPS[0]!.isComplete(typed)).toBe(true);
    expect(TRANSLATOR_STEPS[1]!.isComplete(typed)).toBe(false);
    expect(TRANSLATOR_STEPS[1]!.isComplete({ ...typed, companySize: "solo" })).toBe(true);
    expect(
      TRANSLATOR_STEPS[0]!.isComplete(
        readTranslatorAnswers(new URLSearchParams({ industry: "other", customIndustry: "  " })),
      ),
    ).toBe(false);
    expect(TRANSLATOR_STEPS[4]!.isComplete(answers)).toBe(true);
  });

  it("validates the generate request with clear messages", () => {
    const base = {
      industry: "legal",
      location: "uk",
      companySize: "solo",
      aiConcept: "prompting",
      audienceLevel: "ready",
    };
    expect(translatorAnswersSchema.safeParse(base).success).toBe(true);
    expect(translatorAnswersSchema.safeParse({ ...base, industry: "" }).error?.issues[0]?.message).toBe(
      "Please choose or type an industry.",
    );
    expect(translatorAnswersSchema.safeParse({ ...base, aiConcept: "magic" }).error?.issues[0]?.message).toBe(
      "Please choose an AI concept.",
    );
  });
});

describe("built-in explanation package", () => {
  it("fills every section of the spec", () => {
    const result = buildBuiltinPackage(answers);
    expect(explanationPackageSchema.safeParse(result).success).toBe(true);
    expect(result.aiConcepts).toHaveLength(3);
    expect(result.objections).toHaveLength(4);
  });

  it("speaks the chosen industry, concept, attitude, audience and location", () => {
    const result = buildBuiltinPackage(answers);
    expect(result.aiConcepts[0]!.term).toBe("Hallucinations");
    expect(result.aiConcepts[0]!.example).toContain("In healthcare");
    expect(result.storyExamples[0]!.after).toContain("three-point check");
    expect(result.demonstration.title).toBe("Catch the confident mistake");
    expect(result.openingHook).toContain("mid-sized companies (50-249 people) in Germany");
    expect(result.objections[0]!.objection).toBe("It just makes things up.");
    expect(result.objections[3]!.objection).toBe("What about patient confidentiality?");
    expect(result.onePageSummary.implementation).toContain("works councils");
    expect(result.onePageSummary.nextSteps.at(-1)).toContain("ward managers");
  });

  it("handles a typed industry and location", () => {
    const typed = readTranslatorAnswers(
      new URLSearchParams({
        industry: "other",
        customIndustry: "Veterinary care",
        location: "other",
        customLocation: "Chile",
        companySize: "solo",
        aiConcept: "speech",
        audienceLevel: "ready",
      }),
    );
    const result = buildBuiltinPackage(typed);
    expect(result.onePageSummary.title).toBe(
      "AI for Veterinary care: Speech-to-text and meeting assistants in plain English",
    );
    expect(result.onePageSummary.implementation).toContain("Chile");
  });
});

describe("mergePackage", () => {
  it("keeps a model's valid sections and fills the rest from the built-in package", () => {
    const builtin = buildBuiltinPackage(answers);
    const merged = mergePackage({ openingHook: "Imagine a quieter Monday.", metaphors: "not a list" }, builtin);
    expect(merged?.openingHook).toBe("Imagine a quieter Monday.");
    expect(merged?.metaphors).toEqual(builtin.metaphors);
    expect(mergePackage({ nothing: true }, builtin)).toBeUndefined();
  });
});
