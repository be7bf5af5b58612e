import { BUSINESS_MODELS, QUIZ_QUESTIONS, type BusinessModelId } from "./questions";

export type QuizAnswers = Record<(typeof QUIZ_QUESTIONS)[number]["id"], string>;

export interface ModelScore {
  id: BusinessModelId;
  score: number;
  /** Share of the highest score this model could reach with any answers, in percent. */
  match: number;
}

const MAX_SCORE = QUIZ_QUESTIONS.length * 5;

/** Sums each model's weights over the five answers. */
export function scoreModels(answers: QuizAnswers): ModelScore[] {
  return BUSINESS_MODELS.map((id, index) => {
    const score = QUIZ_QUESTIONS.reduce((sum, question) => {
      const option = question.options.find((candidate) => candidate.value === answers[question.id]);
      return sum + (option?.weights[index] ?? 0);
    }, 0);
    return { id, score, match: Math.round((score / MAX_SCORE) * 100) };
  });
}

/**
 * The three best models, highest score first (ties keep the models' listed order). A beginner
 * (confidence 3 or less) or someone who prefers small live groups always sees the workshop
 * model: if it missed the top 3, it takes third place.
 */
export function topModels(answers: QuizAnswers): ModelScore[] {
  const ranked = [...scoreModels(answers)].sort((a, b) => b.score - a.score);
  const top = ranked.slice(0, 3);
  const favoursWorkshop = Number(answers.confidence) <= 3 || answers.delivery === "small-group";
  if (favoursWorkshop && !top.some((model) => model.id === "workshop")) {
    top[2] = ranked.find((model) => model.id === "workshop")!;
  }
  return top;
}
