import { describe, expect, it } from "vitest";
import { readWorkshopAnswers, WORKSHOP_CHOICES } from "./answers";

describe("the workshop builder's industries", () => {
  it("are spelled as the translator spells them", () => {
    const industries = WORKSHOP_CHOICES.industry.map((choice) => choice.label);
    expect(industries).toContain("Real estate");
    expect(industries).toContain("Nonprofit");
    expect(industries).not.toContain("Real Estate");
    expect(industries).not.toContain("Non-profit");
  });

  it("read the builder's old spellings, as old result links carry them, as the new ones", () => {
    expect(readWorkshopAnswers(new URLSearchParams({ industry: "Non-profit" })).industry).toBe("Nonprofit");
    expect(readWorkshopAnswers(new URLSearchParams({ industry: "Real Estate" })).industry).toBe("Real estate");
    expect(readWorkshopAnswers(new URLSearchParams({ industry: "Shipping" })).industry).toBe("");
  });
});
