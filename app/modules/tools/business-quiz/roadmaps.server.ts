import type { RoadmapStep } from "./models";
import type { BusinessModelId } from "./questions";

/**
 * The five-step roadmaps behind the e-mail unlock. Server-only: the browser receives them only
 * in the loader data of a visitor who has subscribed.
 */
export const ROADMAPS: Record<BusinessModelId, readonly RoadmapStep[]> = {
  workshop: [
    {
      title: "Choose one audience and one painful task",
      detail:
        "For example, recruiters who write job adverts or teachers who write reports. A narrow promise sells faster than 'AI for everyone'.",
    },
    {
      title: "Design a 60-90 minute session",
      detail:
        "Ten minutes of context, a live demo, then at least half the time hands-on with participants' own work. Close with one commitment each.",
    },
    {
      title: "Run two pilot sessions",
      detail:
        "Offer them at cost to a friendly team or a local business group in exchange for written feedback and a testimonial.",
    },
    {
      title: "Price it and pitch twenty organisations",
      detail:
        "Start in the £1k-£4k range per session depending on group size. Send a one-page outline to the person who owns training or operations.",
    },
    {
      title: "Add the follow-on offer",
      detail:
        "A half-day lab, monthly office hours or a shared prompt library turns one workshop into a relationship that rebooks.",
    },
  ],
  consulting: [
    {
      title: "Pick a niche you already speak the language of",
      detail: "Your past industry is your advantage: you know its workflows, jargon and where the hours go.",
    },
    {
      title: "Hold five discovery conversations",
      detail: "Ask owners which tasks eat their week. Write down their exact words; they become your sales copy.",
    },
    {
      title: "Sell a fixed-price AI readiness audit",
      detail:
        "Two weeks, a clear deliverable: the three workflows where AI saves the most time, with costs and risks for each.",
    },
    {
      title: "Deliver quick wins within 30 days",
      detail: "Implement the easiest recommendation yourself and measure hours saved. Results make the next sale.",
    },
    {
      title: "Convert to a monthly retainer",
      detail:
        "Offer ongoing implementation, training for new staff and a monthly review of new tools, priced on value rather than hours.",
    },
  ],
  content: [
    {
      title: "Pick a sharp angle",
      detail:
        "'AI for busy nurses' beats 'AI tips'. Choose an audience you understand and a promise you can keep every week.",
    },
    {
      title: "Publish three times a week for 90 days",
      detail:
        "One useful post, one behind-the-scenes experiment, one answer to a question your audience asked. Use AI to draft, never to think for you.",
    },
    {
      title: "Start your newsletter at 1,000 followers",
      detail:
        "Own the relationship: a weekly email with one tool, one prompt and one story turns followers into readers.",
    },
    {
      title: "Monetise at 10,000 followers",
      detail:
        "Sponsorships, a paid template pack or a cohort course. Ask your readers what they would pay for before you build it.",
    },
    {
      title: "Build a repurposing system",
      detail:
        "Record once, then let AI help turn it into posts, a newsletter and short videos so output grows without extra hours.",
    },
  ],
  automation: [
    {
      title: "Learn one platform properly",
      detail:
        "Zapier, Make or n8n. Depth beats breadth: clients pay for reliable automations, not for knowing ten tools a little.",
    },
    {
      title: "Build three demo automations",
      detail:
        "Lead follow-up, invoice processing and support triage cover most small businesses. Record a two-minute video of each.",
    },
    {
      title: "Choose a niche and a productised offer",
      detail:
        "For example, 'AI lead follow-up for estate agents, live in 10 days'. A fixed scope makes pricing and delivery simple.",
    },
    {
      title: "Land three clients through direct outreach",
      detail:
        "Show the demo video, offer a free 20-minute workflow review and propose a setup fee plus a monthly run-and-improve fee.",
    },
    {
      title: "Add maintenance retainers",
      detail:
        "Monitor, fix and improve every automation monthly. Recurring revenue is what turns projects into a business.",
    },
  ],
  product: [
    {
      title: "Find a problem people already pay to solve",
      detail:
        "Look for repeated questions in communities, reviews of existing products and your own clients' requests.",
    },
    {
      title: "Build a small first product in a week",
      detail: "A prompt pack, a template set or a mini-guide. Small and specific sells better than big and general.",
    },
    {
      title: "Pre-sell before you polish",
      detail:
        "Share the outline with your audience and take pre-orders at an early-bird price. Ten sales prove the idea.",
    },
    {
      title: "Launch with simple checkout and delivery",
      detail:
        "Use a platform such as Gumroad or Lemon Squeezy, automate delivery and collect feedback from every buyer.",
    },
    {
      title: "Grow into a product ladder",
      detail:
        "Add a course or a custom assistant above your first product, and a free sample below it to feed the ladder.",
    },
  ],
};
