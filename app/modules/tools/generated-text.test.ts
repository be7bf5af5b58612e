import { describe, expect, it } from "vitest";
import { proseChecker, proseProblems } from "../../../tests/support/prose-checks";
import { BUSINESS_MODEL_DETAILS } from "./business-quiz/models";
import { QUIZ_QUESTIONS } from "./business-quiz/questions";
import { ROADMAPS } from "./business-quiz/roadmaps.server";
import { topModels, type QuizAnswers } from "./business-quiz/scoring";
import { buildBuiltinLandingContent } from "./landing-builder/builtin-content";
import { defaultLandingContent } from "./landing-builder/content";
import { DELIVERY_MODES, EMPTY_LANDING_FORM, FORMATS } from "./landing-builder/form";
import { BLOCK_TYPES, SALES_BLOCKS } from "./sales-blocks/blocks";
import { buildBuiltinSprintPlan } from "./sprint-planner/builtin-plan";
import { HOURS_MAX, HOURS_MIN, OBSTACLES } from "./sprint-planner/questions";
import { OTHER, type TranslatorAnswers } from "./translator/answers";
import { ATTITUDES, AUDIENCE_SIZES, LOCATIONS } from "./translator/audiences";
import { buildBuiltinPackage } from "./translator/builtin-package";
import { CONCEPTS } from "./translator/concepts";
import { translatorTask } from "./translator/generate.server";
import { INDUSTRIES as TRANSLATOR_INDUSTRIES } from "./translator/industries";
import { buildWorkshopBlueprint } from "./workshop-builder/blueprint";
import { WORKSHOP_CHOICES } from "./workshop-builder/answers";
import type { WorkshopAnswers } from "./workshop-builder/options";
import { workshopAgenda, workshopNextSteps } from "./workshop-builder/plan-content";

/** Every combination of the listed values: [{a: 1, b: 3}, {a: 1, b: 4}, …]. */
function* combinations<T extends Record<string, readonly unknown[]>>(
  lists: T,
): Generator<{ [K in keyof T]: T[K][number] }> {
  const keys = Object.keys(lists) as (keyof T)[];
  const walk = function* (index: number, picked: Partial<{ [K in keyof T]: T[K][number] }>): Generator<never> {
    if (index === keys.length) {
      yield picked as never;
      return;
    }
    const key = keys[index]!;
    for (const value of lists[key]!) yield* walk(index + 1, { ...picked, [key]: value });
  };
  yield* walk(0, {});
}

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

/** Industries and places a visitor might type where the tools offer "Other". */
const TYPED_INDUSTRIES = ["Veterinary clinics", "Real Estate", "HR consultancies", "SaaS", "Google Ads agencies"];
const TYPED_PLACES = ["UAE", "the UK", "United States", "Brazil"];
const TYPED_AUDIENCES = ["Small business owners", "HR managers", "University lecturers", "an in-house legal team"];

describe("the prose checks", () => {
  it("catch the slips visitors saw", () => {
    const context = { names: ["Education", "Veterinary clinics", "Real Estate"], solo: true };
    expect(proseProblems("Create a package for a Education audience.", context)).toEqual([
      '"a Education" needs "an"',
      '"Education" keeps its capitals mid-sentence',
    ]);
    expect(proseProblems("This session is built for teams in United States.", context)).toEqual([
      '"in United States" needs "the"',
    ]);
    expect(proseProblems("In a typical team in Veterinary clinics, it takes hours.", context)).toEqual([
      '"a typical team" for a solo practitioner',
      '"Veterinary clinics" keeps its capitals mid-sentence',
    ]);
    expect(proseProblems("Practice on real Real Estate tasks for 1 hours.", context)).toEqual([
      '"1 hours": one of something is singular',
      '"Real Estate" keeps its capitals mid-sentence',
    ]);
    expect(proseProblems("A workshop for google ads agencies.", { names: [], typed: ["Google Ads agencies"] })).toEqual(
      ['"Google Ads agencies" is not as the visitor typed it'],
    );
  });

  it("let correct prose and titles through", () => {
    const context = { names: ["Real Estate", "HR"] };
    expect(proseProblems("An HR team in the UK, a UK audience, an 8-hour day and a one-hour call.", context)).toEqual(
      [],
    );
    expect(proseProblems("Real Estate agents meet in the United States.", context)).toEqual([]);
    expect(proseProblems("AI for Real Estate Teams", context, { title: true })).toEqual([]);
  });
});

describe("every text the built-in generators can produce", () => {
  it("workshop blueprints: every industry, audience, strength, style, location, market and frequency", () => {
    const checker = proseChecker();
    for (const answers of combinations({
      industry: values(WORKSHOP_CHOICES.industry),
      audienceLevel: values(WORKSHOP_CHOICES.audienceLevel),
      strength: values(WORKSHOP_CHOICES.strength),
      deliveryStyle: values(WORKSHOP_CHOICES.deliveryStyle),
      location: values(WORKSHOP_CHOICES.location),
      marketType: values(WORKSHOP_CHOICES.marketType),
      frequency: values(WORKSHOP_CHOICES.frequency),
    }) as Generator<WorkshopAnswers>) {
      const result = [buildWorkshopBlueprint(answers), workshopAgenda(answers), workshopNextSteps(answers)];
      checker.check(result, { names: [answers.industry] });
    }
    expect(checker.problems).toEqual([]);
    expect(checker.textsChecked).toBeGreaterThan(50);
  });

  it("quiz results and roadmaps: every answer to every question", () => {
    const checker = proseChecker();
    const lists = Object.fromEntries(QUIZ_QUESTIONS.map((question) => [question.id, values(question.options)]));
    for (const answers of combinations(lists) as Generator<QuizAnswers>) {
      const models = topModels(answers).map((model) => ({
        ...BUSINESS_MODEL_DETAILS[model.id],
        roadmap: ROADMAPS[model.id],
      }));
      checker.check(models, { names: [] });
    }
    expect(checker.problems).toEqual([]);
  });

  it("sales-blocks reports: every main and secondary block", () => {
    const checker = proseChecker();
    for (const top of BLOCK_TYPES) {
      for (const secondary of BLOCK_TYPES.filter((block) => block !== top))
        checker.check([SALES_BLOCKS[top], SALES_BLOCKS[secondary]], { names: [] });
    }
    expect(checker.problems).toEqual([]);
  });

  it("sprint plans: every obstacle, weekly hours and confidence", () => {
    const checker = proseChecker();
    for (const { obstacle, hours, confidence } of combinations({
      obstacle: values(OBSTACLES),
      hours: Array.from({ length: HOURS_MAX - HOURS_MIN + 1 }, (_, index) => HOURS_MIN + index),
      confidence: [1, 6, 7, 10],
    })) {
      const plan = buildBuiltinSprintPlan({
        goal: "Launch an AI audit offer for accountants",
        why: "I want a second income I control.",
        success: "£2,500 each from 4 clients, and a waiting list\n10 newsletter sign-ups a week",
        confidence,
        hours,
        obstacle,
        resources: "A LinkedIn network of 2,000 people",
        pastExperience: "I started a course last year and stopped after a month.",
      });
      checker.check(plan, { names: [] });
      expect(plan.vision.metrics.slice(0, 2)).toEqual([
        "£2,500 each from 4 clients, and a waiting list",
        "10 newsletter sign-ups a week",
      ]);
    }
    expect(checker.problems).toEqual([]);
  });

  it("translator packages and prompts: every industry, place, audience, concept and attitude, listed or typed", () => {
    const checker = proseChecker();
    const industries = [...values(TRANSLATOR_INDUSTRIES).map((industry) => ({ industry, customIndustry: "" }))];
    industries.push(...TYPED_INDUSTRIES.map((customIndustry) => ({ industry: OTHER, customIndustry })));
    const places = [...values(LOCATIONS).map((location) => ({ location, customLocation: "" }))];
    places.push(...TYPED_PLACES.map((customLocation) => ({ location: OTHER, customLocation })));
    for (const { industry, place, companySize, aiConcept, audienceLevel } of combinations({
      industry: industries,
      place: places,
      companySize: values(AUDIENCE_SIZES),
      aiConcept: values(CONCEPTS),
      audienceLevel: values(ATTITUDES),
    })) {
      const answers: TranslatorAnswers = {
        ...industry,
        ...place,
        companySize,
        aiConcept,
        audienceLevel,
        additionalContext: "",
      };
      const listed = TRANSLATOR_INDUSTRIES.find((entry) => entry.value === industry.industry);
      const context = {
        names: listed ? [listed.label] : [],
        typed: listed ? [] : [industry.customIndustry],
        solo: AUDIENCE_SIZES.find((size) => size.value === companySize)!.solo,
      };
      checker.check([buildBuiltinPackage(answers), translatorTask(answers).prompt], context);
    }
    expect(checker.problems).toEqual([]);
    expect(checker.textsChecked).toBeGreaterThan(1000);
    // 68,400 packages: a few seconds, more on a busy machine.
  }, 60_000);

  it("landing pages: every format, mode and pricing choice, with or without a focus, for typed audiences and industries", () => {
    const checker = proseChecker();
    for (const { format, deliveryMode, includePricing, customFocus, industry, audience } of combinations({
      format: values(FORMATS),
      deliveryMode: values(DELIVERY_MODES),
      includePricing: [true, false],
      customFocus: ["", "Writing client proposals faster"],
      industry: [...TYPED_INDUSTRIES, "Education", "Non-profit"],
      audience: TYPED_AUDIENCES,
    })) {
      const form = {
        ...EMPTY_LANDING_FORM,
        workshopName: "AI Essentials",
        format,
        deliveryMode,
        includePricing,
        customFocus,
        industry,
        audience,
        organizationName: "Northside Learning",
        facilitatorName: "Sam Rivera",
        email: "sam@example.com",
      };
      checker.check([buildBuiltinLandingContent(form), defaultLandingContent(form)], {
        names: [],
        typed: [industry, audience],
      });
    }
    expect(checker.problems).toEqual([]);
  });
});
