import { describe, expect, it } from "vitest";
import { aiMentions, applyDeclaredCategories, categorize } from "./categories";

const filler = (count: number) =>
  Array.from({ length: count }, () => "the harbour ferry ran late again today").join(". ");

describe("categories on evidence", () => {
  it("gives a page about AI the category its vocabulary points to, with nothing to check", () => {
    const verdict = categorize(
      "Pricing your AI consulting offer",
      `AI consulting clients pay for outcomes. Price the offer, package the services and show the revenue. ${filler(5)}. Clients, pricing and revenue again. ChatGPT drafts the proposal.`,
    );
    expect(verdict.aiCategories).toEqual(["ai-business"]);
    expect(verdict.check).toEqual([]);
  });

  it("gives no AI category to a page that mentions AI once or twice in passing", () => {
    const verdict = categorize(
      "Ferry timetable changes",
      `${filler(60)}. An AI system may one day plan the routes. Pricing, clients and revenue are discussed at length: pricing, clients, revenue, offer.`,
    );
    expect(verdict.aiCategories).toEqual([]);
    expect(verdict.check.map((note) => note.message)).toContain(
      "The text hardly mentions AI, so no AI category was given.",
    );
  });

  it("falls back to the spec's defaults and asks for a check when no category stands out", () => {
    const verdict = categorize("Notes on AI", `AI, AI and more AI: ${filler(3)}.`);
    expect(verdict.aiCategories).toEqual(["ai-knowledge"]);
    expect(verdict.batonCategories).toEqual(["business"]);
    expect(verdict.check.map((note) => note.about)).toEqual(["ai", "baton"]);
  });

  it("needs two mentions of a tool on a page not about AI", () => {
    expect(categorize("Ferry news", `${filler(20)}. Tickets are sold through Stripe.`).tools).toEqual([]);
    expect(categorize("Ferry news", `${filler(20)}. Stripe sells tickets; Stripe refunds them.`).tools).toEqual([
      "Stripe",
    ]);
  });

  it("counts 'AI' only in capitals", () => {
    expect(aiMentions("AI, ai, Ai Weiwei, said the chairman. ChatGPT and large language models.")).toBe(3);
  });

  it("lets declared categories settle their kind and reports names it does not know", () => {
    const verdict = applyDeclaredCategories(categorize("Ferry news", filler(20)), ["AI Building", "Tribe", "Sailing"]);
    expect(verdict.aiCategories).toEqual(["ai-building"]);
    expect(verdict.batonCategories).toEqual(["tribe"]);
    expect(verdict.check.map((note) => note.message)).toEqual([
      `Not one of the site's categories, so left out: "Sailing".`,
    ]);
  });
});
