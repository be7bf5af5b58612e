import { describe, expect, it } from "vitest";
import { QUIZ_QUESTIONS } from "./questions";
import { scoreModels, topModels, type QuizAnswers } from "./scoring";

const techExpert: QuizAnswers = {
  industry: "tech",
  skill: "technical",
  delivery: "tech",
  income: "20k+",
  confidence: "5",
};

describe("business quiz content", () => {
  it("asks five questions with the spec's options and weights from 0 to 5", () => {
    expect(QUIZ_QUESTIONS.map((question) => question.id)).toEqual([
      "industry",
      "skill",
      "delivery",
      "income",
      "confidence",
    ]);
    expect(QUIZ_QUESTIONS[0]!.options.map((option) => option.value)).toEqual([
      "education",
      "marketing",
      "tech",
      "hr",
      "admin",
      "health",
      "finance",
      "other",
    ]);
    expect(QUIZ_QUESTIONS[4]!.options.map((option) => option.label)).toEqual([
      "Complete Beginner",
      "Heard of AI",
      "Used Basic Tools",
      "Comfortable User",
      "AI Expert",
    ]);
    for (const option of QUIZ_QUESTIONS.flatMap((question) => question.options)) {
      expect(option.weights).toHaveLength(5);
      for (const weight of option.weights) expect(weight >= 0 && weight <= 5).toBe(true);
    }
  });
});

describe("scoring", () => {
  it("sums each model's weights over the answers", () => {
    const scores = Object.fromEntries(scoreModels(techExpert).map((model) => [model.id, model.score]));
    // automation: 5 + 5 + 5 + 5 + 5; workshop: 1 + 0 + 0 + 2 + 2
    expect(scores).toEqual({ workshop: 5, consulting: 17, content: 5, automation: 25, product: 19 });
    expect(scoreModels(techExpert).find((model) => model.id === "automation")?.match).toBe(100);
  });

  it("shows the top three, best first", () => {
    expect(topModels(techExpert).map((model) => model.id)).toEqual(["automation", "product", "consulting"]);
  });

  it("puts the workshop model third for a beginner who would otherwise miss it", () => {
    const beginner = { ...techExpert, confidence: "3" };
    expect(topModels(beginner).map((model) => model.id)).toEqual(["automation", "product", "workshop"]);
  });

  it("puts the workshop model third for someone who likes small groups", () => {
    const answers: QuizAnswers = {
      industry: "tech",
      skill: "technical",
      delivery: "small-group",
      income: "20k+",
      confidence: "5",
    };
    const ranked = scoreModels(answers)
      .sort((a, b) => b.score - a.score)
      .map((model) => model.id);
    expect(ranked.slice(0, 3)).not.toContain("workshop");
    expect(topModels(answers).map((model) => model.id)).toEqual([ranked[0], ranked[1], "workshop"]);
  });

  it("leaves the order alone when the workshop model already made the top three", () => {
    const teacher: QuizAnswers = {
      industry: "education",
      skill: "teaching",
      delivery: "small-group",
      income: "1k-5k",
      confidence: "1",
    };
    expect(topModels(teacher)[0]!.id).toBe("workshop");
    expect(topModels(teacher).filter((model) => model.id === "workshop")).toHaveLength(1);
  });

  it("breaks ties by the models' listed order", () => {
    const tied = scoreModels({ industry: "", skill: "", delivery: "", income: "", confidence: "" });
    expect(tied.every((model) => model.score === 0)).toBe(true);
    expect(topModels({ industry: "", skill: "", delivery: "", income: "", confidence: "4" }).map((m) => m.id)).toEqual([
      "consulting",
      "automation",
      "product",
    ]);
  });
});
