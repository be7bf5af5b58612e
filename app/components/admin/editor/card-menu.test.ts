import { describe, expect, it } from "vitest";
import { CARD_CHOICES, cardChoicesFor } from "./card-menu";

describe("the '/' menu", () => {
  it("offers every card the issue names", () => {
    const ids = CARD_CHOICES.map((choice) => choice.id);
    for (const card of [
      "image",
      "gallery",
      "embed",
      "callout",
      "toggle",
      "button",
      "signup",
      "bookmark",
      "html",
      "divider",
    ]) {
      expect(ids).toContain(card);
    }
  });

  it("filters by what follows the slash, by label or by another word for it", () => {
    expect(cardChoicesFor("").length).toBe(CARD_CHOICES.length);
    expect(cardChoicesFor("call").map((choice) => choice.id)).toEqual(["callout", "tip", "warning", "button"]);
    expect(cardChoicesFor("youtube").map((choice) => choice.id)).toEqual(["embed"]);
    expect(cardChoicesFor("SUBSCRIBE email").map((choice) => choice.id)).toEqual(["signup"]);
    expect(cardChoicesFor("nothing like this")).toEqual([]);
  });
});
