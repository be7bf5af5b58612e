import type { ChoiceLike } from "../choice";

export const BUSINESS_MODELS = ["workshop", "consulting", "content", "automation", "product"] as const;
export type BusinessModelId = (typeof BUSINESS_MODELS)[number];

/** Points (0-5) an answer gives each model, in BUSINESS_MODELS order. */
export type Weights = readonly [number, number, number, number, number];

export interface QuizOption extends ChoiceLike {
  weights: Weights;
}

export interface QuizQuestion {
  id: "industry" | "skill" | "delivery" | "income" | "confidence";
  title: string;
  options: readonly QuizOption[];
}

//                                                        workshop consulting content automation product
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: "industry",
    title: "Which field do you know best?",
    options: [
      { value: "education", label: "Education & training", weights: [5, 2, 3, 1, 3] },
      { value: "marketing", label: "Marketing & sales", weights: [2, 3, 5, 2, 3] },
      { value: "tech", label: "Technology & IT", weights: [1, 3, 1, 5, 4] },
      { value: "hr", label: "HR & people", weights: [4, 4, 2, 2, 1] },
      { value: "admin", label: "Administration & operations", weights: [2, 2, 1, 5, 2] },
      { value: "health", label: "Health & wellbeing", weights: [3, 4, 2, 2, 2] },
      { value: "finance", label: "Finance & accounting", weights: [2, 5, 1, 3, 2] },
      { value: "other", label: "Something else", weights: [3, 3, 3, 2, 3] },
    ],
  },
  {
    id: "skill",
    title: "What are people most likely to thank you for?",
    options: [
      {
        value: "teaching",
        label: "Explaining things clearly",
        description: "Teaching and training",
        weights: [5, 2, 3, 0, 2],
      },
      {
        value: "writing",
        label: "Writing",
        description: "Posts, guides, emails that people read",
        weights: [1, 2, 5, 0, 4],
      },
      {
        value: "technical",
        label: "Technical problem-solving",
        description: "Making tools and data behave",
        weights: [0, 3, 0, 5, 4],
      },
      { value: "creative", label: "Creative work", description: "Design, video, ideas", weights: [2, 1, 4, 1, 5] },
      {
        value: "systems",
        label: "Building systems",
        description: "Processes, checklists, workflows",
        weights: [1, 3, 1, 5, 2],
      },
      {
        value: "strategy",
        label: "Strategy",
        description: "Seeing the big picture and advising",
        weights: [2, 5, 2, 2, 1],
      },
    ],
  },
  {
    id: "delivery",
    title: "How do you most enjoy working?",
    options: [
      { value: "small-group", label: "With small groups, live", weights: [5, 3, 1, 1, 0] },
      { value: "stage", label: "On stage, speaking to a crowd", weights: [4, 1, 4, 0, 2] },
      { value: "behind-scenes", label: "Behind the scenes, one client at a time", weights: [0, 4, 1, 5, 2] },
      { value: "digital", label: "Creating content that reaches many people", weights: [1, 0, 5, 1, 5] },
      { value: "tech", label: "Building technology", weights: [0, 1, 0, 5, 4] },
    ],
  },
  {
    id: "income",
    title: "What monthly income do you want from this within a year?",
    options: [
      { value: "1k-5k", label: "1k-5k a month", description: "A reliable side income", weights: [4, 2, 3, 2, 4] },
      { value: "5k-10k", label: "5k-10k a month", description: "Replace a part-time salary", weights: [4, 4, 3, 3, 3] },
      { value: "10k-20k", label: "10k-20k a month", description: "A full-time business", weights: [3, 5, 2, 4, 2] },
      { value: "20k+", label: "20k+ a month", description: "A business with a team", weights: [2, 5, 2, 5, 3] },
    ],
  },
  {
    id: "confidence",
    title: "How confident are you with AI tools today?",
    options: [
      { value: "1", label: "Complete Beginner", description: "1 of 5", weights: [4, 1, 3, 0, 2] },
      { value: "2", label: "Heard of AI", description: "2 of 5", weights: [4, 2, 3, 1, 2] },
      { value: "3", label: "Used Basic Tools", description: "3 of 5", weights: [4, 3, 3, 2, 3] },
      { value: "4", label: "Comfortable User", description: "4 of 5", weights: [3, 4, 3, 4, 4] },
      { value: "5", label: "AI Expert", description: "5 of 5", weights: [2, 5, 2, 5, 4] },
    ],
  },
];
