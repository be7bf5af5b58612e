export interface Faq {
  question: string;
  answer: string;
}

/**
 * The FAQ sections of the category pages: the four AI categories and Business have four
 * each; Audience, Tribe, Offer and Network have none (the page then shows no FAQ section).
 */
const FAQS: Record<string, readonly Faq[]> = {
  "ai-knowledge": [
    {
      question: "Do I need a technical background to follow these guides?",
      answer:
        "No. The AI Knowledge guides assume you can use a browser and a chat app, nothing more. Each concept is explained with business examples before any tool is named, and every part ends with something to try in under an hour.",
    },
    {
      question: "Which AI tool should I start with?",
      answer:
        "Any of the major assistants (ChatGPT, Claude or Gemini) is enough to follow along. The guides teach habits that carry across tools, such as giving context, asking for a format and checking the answer, so switching later costs you nothing.",
    },
    {
      question: "How do I know when I can trust an AI answer?",
      answer:
        "Treat the first answer as a draft. Ask for sources or reasoning, verify facts that matter against a primary source, and keep AI on tasks where you can judge the result yourself. AI Fundamentals has a short checklist for this.",
    },
    {
      question: "How long until AI saves me real time?",
      answer:
        "Most readers save time in the first week by handing over drafting, summarising and reformatting. The bigger gains come once a task becomes a saved prompt or a shared workflow, which the workflow guides walk you through.",
    },
  ],
  "ai-building": [
    {
      question: "Can I build useful tools without learning to code?",
      answer:
        "Yes. The guides use no-code automation platforms and AI app builders that turn a plain description into a working tool. You will learn to read what the AI produces well enough to fix small problems, not to write it from scratch.",
    },
    {
      question: "What does vibe coding mean?",
      answer:
        "It is building software by describing what you want in plain language and iterating with an AI that writes the code. The Vibe Coding guide shows how to scope a small app, prompt for it step by step and test it before real users see it.",
    },
    {
      question: "Which automation platform should I choose?",
      answer:
        "Start with the one that already connects to the apps you use. Zapier is the quickest to learn, Make handles branching flows at a lower price, and n8n suits people who want to self-host. The automation guides compare them on real tasks.",
    },
    {
      question: "Is it safe to connect AI to my business data?",
      answer:
        "It can be, with care. Give each automation only the access it needs, keep customer data out of tools you have not reviewed, and add a human check before anything is sent to a customer. The guides include a short review list for every build.",
    },
  ],
  "ai-authority": [
    {
      question: "Will AI-written content hurt my reputation?",
      answer:
        "Only if it sounds generic. The AI Authority guides use AI for research, outlines and first drafts, and keep your stories, opinions and examples at the centre, which is what readers actually follow you for.",
    },
    {
      question: "Which platform should I build on first?",
      answer:
        "The one where your buyers already spend time. For most B2B experts that is LinkedIn plus an email newsletter you own. Pick one main platform, publish there consistently for ninety days, then repurpose.",
    },
    {
      question: "How often do I need to post?",
      answer:
        "Consistency beats volume. Two or three strong posts a week and a weekly newsletter are enough to build momentum, and a simple content system with AI makes that pace sustainable alongside client work.",
    },
    {
      question: "When does an audience start to bring in business?",
      answer:
        "Usually once people have seen your thinking for a few months. The guides show how to add clear next steps, such as a free resource, a workshop or a call, so attention turns into conversations without hard selling.",
    },
  ],
  "ai-business": [
    {
      question: "What is the AI Workshop Kit?",
      answer:
        "It is our framework for packaging what you know about AI into a paid workshop: choosing a topic, structuring a hands-on session, pricing it and filling the room. The workshop guides in this category cover each step.",
    },
    {
      question: "Do I need to be an AI expert to sell AI services?",
      answer:
        "No. You need to be a few steps ahead of your clients and good at their problem. Many successful offers combine deep industry knowledge with practical AI skills that clients do not have the time to learn.",
    },
    {
      question: "How should I price my first AI offer?",
      answer:
        "Price on the outcome for the client, not on your hours. Start with a small, clearly scoped offer, such as a workshop or an audit, at a price that makes you slightly nervous, then raise it as results and testimonials come in.",
    },
    {
      question: "Which business model should I start with?",
      answer:
        "Pick the model that matches how you like to work: teaching suits workshops, problem solving suits consulting, building suits automation services, and writing suits content or digital products. Take the AI Business Quiz for a recommendation.",
    },
  ],
  business: [
    {
      question: "What is the BATON framework?",
      answer:
        "BATON stands for Business, Audience, Tribe, Offer and Network: the five pillars of a durable AI-powered business. Each pillar has a fundamentals guide, and the BATON Basics series takes you through them in order.",
    },
    {
      question: "Why start with the Business pillar?",
      answer:
        "Because every later decision depends on it. Knowing what you sell, who it is for and how you will run the work keeps your audience building, community and offers pointed in the same direction.",
    },
    {
      question: "Which numbers should a small AI business track?",
      answer:
        "Keep it to a handful: leads, conversations, sales, revenue per client and hours spent delivering. The Business Fundamentals guide includes a weekly review that takes about thirty minutes.",
    },
    {
      question: "How much time do I need each week to follow a guide?",
      answer:
        "Each guide takes about half an hour to read, and its exercises fit into two or three focused hours a week. Work through one pillar at a time rather than starting everything at once.",
    },
  ],
};

export function categoryFaqs(categoryId: string): readonly Faq[] {
  return FAQS[categoryId] ?? [];
}
