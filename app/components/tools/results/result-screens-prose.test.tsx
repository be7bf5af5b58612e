// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { proseProblems, type ProseContext } from "../../../../tests/support/prose-checks";
import { defaultLandingContent } from "~/modules/tools/landing-builder/content";
import { EMPTY_LANDING_FORM } from "~/modules/tools/landing-builder/form";
import type { ResultView } from "~/modules/tools/results/views";
import { OTHER } from "~/modules/tools/translator/answers";
import { AUDIENCE_SIZES } from "~/modules/tools/translator/audiences";
import { buildBuiltinPackage } from "~/modules/tools/translator/builtin-package";
import { INDUSTRIES as TRANSLATOR_INDUSTRIES } from "~/modules/tools/translator/industries";
import { buildWorkshopBlueprint } from "~/modules/tools/workshop-builder/blueprint";
import { WORKSHOP_CHOICES } from "~/modules/tools/workshop-builder/answers";
import type { WorkshopAnswers } from "~/modules/tools/workshop-builder/options";
import { workshopAgenda, workshopNextSteps } from "~/modules/tools/workshop-builder/plan-content";
import { StoredResult } from "./StoredResult";

/**
 * The generators' texts are checked in app/modules/tools/generated-text.test.ts; these are the
 * screens around them, whose own sentences put a chosen value in ("Built for an education
 * audience"). Each result screen is rendered as the result page renders it, for every value a
 * visitor can choose there, and every block of text it shows goes through the same checks.
 */
const BLOCKS = "h1, h2, h3, h4, p, li, dt, dd, td, th, label, legend, button, a, figcaption";
/** Headings keep their title case ("AI for Real Estate Teams"). */
const HEADINGS = new Set(["H1", "H2", "H3", "H4"]);

function screenTexts(view: ResultView): { text: string; title: boolean }[] {
  const Stub = createRoutesStub([
    {
      path: "/tools/results/:id",
      Component: () => (
        <StoredResult view={view} shareUrl="https://playbooks.test/tools/results/x" capture={{ followUp: "none" }} />
      ),
    },
  ]);
  const html = renderToStaticMarkup(<Stub initialEntries={["/tools/results/x"]} />);
  const page = new DOMParser().parseFromString(html, "text/html");
  return [...page.querySelectorAll(BLOCKS)]
    .map((block) => ({
      text: (block.textContent ?? "").replace(/\s+/g, " ").trim(),
      title: HEADINGS.has(block.tagName),
    }))
    .filter((block) => block.text);
}

function problemsOn(view: ResultView, context: ProseContext): string[] {
  return screenTexts(view).flatMap(({ text, title }) =>
    proseProblems(text, context, { title }).map((problem) => `${problem} in: ${text}`),
  );
}

const firstValue = (field: keyof WorkshopAnswers) => WORKSHOP_CHOICES[field][0]!.value;
const TYPED_INDUSTRIES = ["Veterinary clinics", "HR consultancies", "Education", "SaaS"];

describe("result screens read right for every chosen value", () => {
  it("the workshop blueprint, for every industry", () => {
    const problems = WORKSHOP_CHOICES.industry.flatMap(({ value: industry }) => {
      const answers = Object.fromEntries(
        Object.keys(WORKSHOP_CHOICES).map((field) => [field, firstValue(field as keyof WorkshopAnswers)]),
      ) as unknown as WorkshopAnswers;
      const chosen = { ...answers, industry };
      const view: ResultView = {
        tool: "workshop-builder",
        industry,
        plan: buildWorkshopBlueprint(chosen),
        agenda: workshopAgenda(chosen),
        nextSteps: workshopNextSteps(chosen),
        pack: { items: [] },
      };
      expect(screenTexts(view).map((block) => block.text)).toContainEqual(expect.stringContaining("Built for "));
      return problemsOn(view, { names: [industry] });
    });
    expect(problems).toEqual([]);
  });

  it("the translator's package, for every listed and typed industry, solo or not", () => {
    const industries = [
      ...TRANSLATOR_INDUSTRIES.map((entry) => ({ industry: entry.value, customIndustry: "", label: entry.label })),
      ...TYPED_INDUSTRIES.map((typed) => ({ industry: OTHER, customIndustry: typed, label: undefined })),
    ];
    // The screen's wording differs only between a solo practitioner and a team.
    const sizes = [AUDIENCE_SIZES.find((size) => size.solo)!, AUDIENCE_SIZES.find((size) => !size.solo)!];
    const problems = industries.flatMap(({ industry, customIndustry, label }) =>
      sizes.flatMap((size) => {
        const view: ResultView = {
          tool: "industry-ai-translator",
          package: buildBuiltinPackage({
            industry,
            customIndustry,
            location: "uk",
            customLocation: "",
            companySize: size.value,
            aiConcept: "generative-ai",
            audienceLevel: "curious",
            additionalContext: "",
          }),
        };
        const context = { names: label ? [label] : [], typed: label ? [] : [customIndustry], solo: size.solo };
        return problemsOn(view, context);
      }),
    );
    expect(problems).toEqual([]);
  }, 30_000);

  it("the landing page preview, for typed industries and audiences", () => {
    const problems = TYPED_INDUSTRIES.flatMap((industry) => {
      const values = {
        ...EMPTY_LANDING_FORM,
        workshopName: "AI Essentials",
        industry,
        audience: "Small business owners",
        organizationName: "Northside Learning",
        facilitatorName: "Sam Rivera",
        email: "sam@example.com",
      };
      const view: ResultView = { tool: "workshop-landing-builder", values, content: defaultLandingContent(values) };
      return problemsOn(view, { names: [], typed: [industry, values.audience] });
    });
    expect(problems).toEqual([]);
  });
});
