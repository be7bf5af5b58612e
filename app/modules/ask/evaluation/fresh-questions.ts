import type { AnswerableQuestion, OutOfScopeQuestion } from "./questions";

/**
 * A second held-out set, written from content/ after round 3's thesaurus (ADR 0033), whose
 * first held-out split had been read to find the classes of failure. Measured, never tuned on:
 * `npm run eval:ask` reports it apart, and it stays out of the whole set and the baseline.
 */
export const FRESH_ANSWERABLE: readonly AnswerableQuestion[] = [
  {
    question: "Where can I find real problems people pay to solve, like in job listings or bad reviews?",
    kind: "paraphrase",
    sections: ["ai-business-ideas/#mine-job-ads-and-reviews"],
  },
  {
    question: "What hidden costs come with each type of AI business?",
    kind: "plain",
    sections: ["ai-business-ideas/#the-costs-each-family-hides"],
  },
  {
    question: "How do I keep my content calendar from falling apart when life gets busy?",
    kind: "paraphrase",
    sections: ["ai-content-engine/#batching-and-buffers"],
  },
  {
    question: "How should I set the price of a template or digital download?",
    kind: "paraphrase",
    sections: ["ai-digital-products/#price-on-the-job-not-the-file-size"],
  },
  {
    question: "How can I remove client names and personal details before pasting into ChatGPT?",
    kind: "paraphrase",
    sections: ["ai-fundamentals/#anonymizing-before-you-paste"],
  },
  {
    question: "Is paying for an AI team plan worth it?",
    kind: "plain",
    sections: ["ai-fundamentals/#is-it-worth-the-money"],
  },
  {
    question: "How do we label which steps of a process use AI?",
    kind: "paraphrase",
    sections: ["ai-workflows-for-small-teams/#marking-ai-steps-clearly"],
  },
  {
    question: "Where should I record what customers tell me after the research is done?",
    kind: "paraphrase",
    sections: ["audience-fundamentals-ai-business-playbook/#keep-a-living-insight-log"],
  },
  {
    question: "Should the client or I pay for the Zapier and OpenAI accounts?",
    kind: "paraphrase",
    sections: ["automation-business/#who-pays-for-software"],
  },
  {
    question: "How do I get testimonials that actually persuade people?",
    kind: "paraphrase",
    sections: ["building-your-ai-expert-brand-ai-business-playbook/#testimonials-that-say-something"],
  },
  {
    question: "How many clients can one person handle at once?",
    kind: "paraphrase",
    sections: ["network-and-scaling-fundamentals-ai-business-playbook/#how-many-clients-can-you-actually-serve"],
  },
  {
    question: "What should an affiliate get when they join my program?",
    kind: "paraphrase",
    sections: ["network-and-scaling-fundamentals-ai-business-playbook/#the-affiliate-welcome-kit"],
  },
  {
    question: "newsletter open rate benchmarks",
    kind: "keywords",
    sections: ["newsletter-growth-with-ai/#benchmarks-compare-with-yourself"],
  },
  {
    question: "What should AI not be trusted to do inside an automation?",
    kind: "paraphrase",
    sections: ["no-code-ai-automations/#what-ai-should-and-should-not-do-here"],
  },
  {
    question: "How do I document a workflow before giving it to the client?",
    kind: "paraphrase",
    sections: ["no-code-ai-automations/#maintain-document-and-hand-over"],
  },
  {
    question: "How do I pick which customer problem to build an offer around?",
    kind: "paraphrase",
    sections: ["offer-fundamentals-ai-business-playbook/#rank-your-candidate-problems"],
  },
  {
    question: "How do I work out how much I need to sell to hit my income goal?",
    kind: "paraphrase",
    sections: ["business-fundamentals-ai-business-playbook/#work-backwards-from-the-income-you-need"],
  },
  {
    question: "Can AI write my contracts?",
    kind: "plain",
    sections: ["business-fundamentals-ai-business-playbook/#let-ai-draft-let-humans-sign"],
  },
  {
    question: "What should a monthly report to a client contain?",
    kind: "plain",
    sections: ["business-fundamentals-ai-business-playbook/#3-monthly-client-report"],
  },
  {
    question: "How should I clean up interview transcripts before analysing them?",
    kind: "paraphrase",
    sections: ["customer-research-with-ai/#prepare-transcripts-properly"],
  },
  {
    question: "How do I get members to contribute more over time?",
    kind: "paraphrase",
    sections: ["community-led-growth/#a-contribution-ladder-for-members"],
  },
  {
    question: "What topics should I keep out of my community's AI assistant?",
    kind: "paraphrase",
    sections: ["community-members-assistant/#what-to-leave-out"],
  },
  {
    question: "How do I stop a consulting project from growing beyond what we agreed?",
    kind: "paraphrase",
    sections: ["first-steps-in-ai-consulting/#define-scope-boundaries"],
  },
  {
    question: "What goes in the Featured section of my LinkedIn profile?",
    kind: "plain",
    sections: ["linkedin-authority-playbook/#the-featured-section"],
  },
];

export const FRESH_OUT_OF_SCOPE: readonly OutOfScopeQuestion[] = [
  { question: "How do I file taxes for my AI consulting business in Germany?", nearMiss: true },
  { question: "How do I raise venture capital for an AI startup?", nearMiss: true },
  { question: "Can I patent a prompt I wrote?", nearMiss: true },
  { question: "How do I set up payroll for my first employee?", nearMiss: true },
  { question: "Which GPU should I buy to train my own language model?", nearMiss: true },
  { question: "What is the capital of Australia?", nearMiss: false },
];
