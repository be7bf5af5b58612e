import { BLOCK_TYPES, type BlockType } from "./blocks";

export interface SalesBlockOption {
  /** Stable id within its question ("a"-"f"); the URL stores this, not the block type. */
  id: string;
  text: string;
  block: BlockType;
}

export interface SalesBlockQuestion {
  prompt: string;
  options: readonly SalesBlockOption[];
}

/** Each question lists one answer per block, in BLOCK_TYPES order; the screen shuffles them. */
function question(
  prompt: string,
  texts: readonly [string, string, string, string, string, string],
): SalesBlockQuestion {
  return {
    prompt,
    options: texts.map((text, index) => ({ id: "abcdef"[index]!, text, block: BLOCK_TYPES[index]! })),
  };
}

export const SALES_BLOCK_QUESTIONS: readonly SalesBlockQuestion[] = [
  question("A prospect asks what you charge. What is your first instinct?", [
    "Mention a discount before they even react",
    "Say you will send a full proposal once your packages are refined",
    "Apologise a little and quote lower than you planned",
    "Name any price they might accept, worried they will walk away",
    "Feel uneasy, because talking about money feels like pushing",
    "Promise to email the details later, then put it off",
  ]),
  question("Your new offer is ready. What happens next?", [
    "You offer it to friends for free to see if they like it",
    "You keep tweaking the sales page for a few more weeks",
    "You wonder whether anyone would really pay you for it",
    "You launch it at a low price so nobody can say no",
    "You mention it once, quietly, and hope people find it",
    "You start building a second offer instead",
  ]),
  question("A discovery call is going well. Near the end, you...", [
    "offer a few extra sessions at no cost to make sure they are happy",
    "say you will come back with a perfect plan, without setting a date",
    "suggest they might want someone more experienced",
    "press for a decision today because you really need this client",
    "avoid asking for the sale in case it feels pushy",
    "end the call without a next step and mean to follow up",
  ]),
  question("A prospect says: 'I need to think about it.' You...", [
    "tell them there is no rush at all and never bring it up again",
    "rework your proposal until it is flawless",
    "assume you were not convincing enough",
    "drop your price straight away",
    "feel relieved that you do not have to 'sell' any more",
    "set a reminder to follow up, then let it slide for weeks",
  ]),
  question("Which thought sounds most like you?", [
    "I don't want anyone to feel I'm taking advantage of them.",
    "I'll start promoting once everything is just right.",
    "Who am I to charge for this?",
    "If I lose this client, I might not find another.",
    "Sales is sleazy, and I don't want to be that person.",
    "I'll do outreach later, once the other work is done.",
  ]),
  question("A client asks for work outside the agreed scope. You...", [
    "do it for free to keep them happy",
    "do it, and spend twice as long making it perfect",
    "do it, because you are not sure your original work was enough",
    "agree to anything so they do not leave",
    "avoid the awkward conversation about paying for it",
    "leave the request unanswered for a few days",
  ]),
  question("How do you feel about posting your offer on social media?", [
    "Worried about annoying people in my network",
    "I will do it once my brand and visuals are finished",
    "Exposed: people might think I am not qualified",
    "Every post has to bring a sale or it is wasted",
    "Uncomfortable: promotion feels manipulative",
    "I keep meaning to, but other tasks come first",
  ]),
  question("Someone says your price is too high. You...", [
    "immediately offer a cheaper version",
    "add more features to justify the price",
    "quietly agree with them",
    "panic and accept their counter-offer",
    "feel you did something wrong by asking",
    "stop replying",
  ]),
  question("Your usual week of finding clients looks like...", [
    "Helping people for free and hoping they ask to pay",
    "Preparing materials until they feel ready",
    "Taking another course before putting myself out there",
    "Chasing every lead, even the poor fits",
    "Waiting for referrals so I never have to ask",
    "Admin and content first; outreach can wait",
  ]),
  question("After a prospect says no, you...", [
    "ask what would have made them happier and offer a discount",
    "rewrite your whole offer",
    "take it as proof you are not good enough",
    "worry that your business will not work",
    "decide you are simply not a sales person",
    "stop contacting other prospects for a while",
  ]),
];
