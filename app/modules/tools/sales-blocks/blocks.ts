/** The six sales mindset blocks, in the order that also breaks ties. */
export const BLOCK_TYPES = [
  "people-pleaser",
  "perfectionist",
  "self-doubter",
  "scarcity-thinker",
  "sales-trauma",
  "avoider",
] as const;

export type BlockType = (typeof BLOCK_TYPES)[number];

export interface SalesBlock {
  name: string;
  description: string;
  reframe: string;
  /** Three quick wins for this week. */
  actions: readonly [string, string, string];
}

export const SALES_BLOCKS: Record<BlockType, SalesBlock> = {
  "people-pleaser": {
    name: "The People Pleaser",
    description:
      "You put the other person's comfort ahead of a clear offer. You discount before anyone asks, accept extra scope and avoid asking for the sale in case it feels pushy.",
    reframe:
      "Selling is serving. If your offer solves their problem, a clear invitation is the kindest thing you can give them; a vague one leaves them stuck.",
    actions: [
      "Say your price out loud five times before your next call, with no discount attached.",
      "End every discovery call with one direct question: 'Would you like to work together on this?'",
      "Add a line to your proposals listing what is not included.",
    ],
  },
  perfectionist: {
    name: "The Perfectionist",
    description:
      "You keep polishing the offer, the website or the slides and wait until everything is ready before telling anyone. Meanwhile the people who need you buy from someone else.",
    reframe:
      "Done and in front of people beats perfect and private. Buyers judge the outcome you promise, not the font on your sales page.",
    actions: [
      "Pick a launch date this week and announce it before you feel ready.",
      "Send your offer to three people as a plain email, no design.",
      "Replace 'finish the website' with 'book two calls' on this week's list.",
    ],
  },
  "self-doubter": {
    name: "The Self-Doubter",
    description:
      "You wonder who you are to charge for this, compare yourself with the best-known experts and apologise for your price. Imposter feelings make you undersell what you know.",
    reframe:
      "You do not need to be the world's best, only a few steps ahead of the person you help. Your experience is exactly what they are missing.",
    actions: [
      "List ten problems you have solved for others and read it before every sales conversation.",
      "Ask two past clients or colleagues for a two-sentence testimonial.",
      "Delete 'just', 'only' and 'I think' from your offer description.",
    ],
  },
  "scarcity-thinker": {
    name: "The Scarcity Thinker",
    description:
      "You believe nobody has money right now and every prospect is your last chance, so you cling to poor-fit clients and cut prices. The fear shows, and it costs you sales.",
    reframe: "There are more potential clients than you could ever serve. A 'no' frees your time for the right 'yes'.",
    actions: [
      "Build a list of 50 potential clients so no single conversation carries all the weight.",
      "Decide your walk-away price before every call, and write it down.",
      "Count conversations, not only sales: aim for five this week.",
    ],
  },
  "sales-trauma": {
    name: "The Sales Trauma Carrier",
    description:
      "A pushy salesperson, a failed launch or a harsh rejection taught you that selling is manipulative. You avoid anything that looks like sales, even when people ask to buy.",
    reframe:
      "Manipulation pushes people towards what is not good for them. Helping someone decide about something that is good for them is the opposite.",
    actions: [
      "Write your own sales principles, such as 'I never pressure and I always tell the truth', and keep them by your desk.",
      "Call it a conversation, not a pitch, and prepare questions instead of arguments.",
      "Ask a happy client what made them say yes; notice that it was not pressure.",
    ],
  },
  avoider: {
    name: "The Avoider",
    description:
      "You are busy with everything except selling: content, tools, courses, admin. Follow-ups slide, proposals wait in drafts and calls never get booked.",
    reframe:
      "Selling is a skill built by repetition, like a muscle. Small daily reps beat occasional bursts of courage.",
    actions: [
      "Block 30 minutes every morning for sales actions, before you open your email.",
      "Send three follow-ups today to people who showed interest.",
      "Keep a simple tracker: every contact, the last touch and the next step.",
    ],
  },
};
