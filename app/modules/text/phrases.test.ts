import { describe, expect, it } from "vitest";
import { midSentence, placeName, sentenceStart, typedMidSentence, withIndefiniteArticle } from "./phrases";

describe("indefinite article", () => {
  it("goes by sound, not spelling", () => {
    expect(withIndefiniteArticle("HR team")).toBe("an HR team");
    expect(withIndefiniteArticle("UK audience")).toBe("a UK audience");
    expect(withIndefiniteArticle("education audience")).toBe("an education audience");
    expect(withIndefiniteArticle("8-hour workshop")).toBe("an 8-hour workshop");
    expect(withIndefiniteArticle("60-minute workshop")).toBe("a 60-minute workshop");
    expect(withIndefiniteArticle("hour")).toBe("an hour");
    expect(withIndefiniteArticle("university")).toBe("a university");
    expect(withIndefiniteArticle("usable draft")).toBe("a usable draft");
    expect(withIndefiniteArticle("online workshop", { capitalize: true })).toBe("An online workshop");
  });
});

describe("names mid-sentence", () => {
  it("drops a label's capitals but keeps acronyms and inner capitals", () => {
    expect(midSentence("Real Estate")).toBe("real estate");
    expect(midSentence("Veterinary clinics")).toBe("veterinary clinics");
    expect(midSentence("Non-profit")).toBe("non-profit");
    expect(midSentence("HR")).toBe("HR");
    expect(midSentence("SaaS founders")).toBe("SaaS founders");
    expect(midSentence("NHS Trusts")).toBe("NHS trusts");
    expect(midSentence("Finance & banking")).toBe("finance & banking");
  });

  it("keeps what a visitor typed, bar the first capital of a sentence-case entry", () => {
    expect(typedMidSentence("Veterinary clinics")).toBe("veterinary clinics");
    expect(typedMidSentence(" Small business owners ")).toBe("small business owners");
    expect(typedMidSentence("Google Ads agencies")).toBe("Google Ads agencies");
    expect(typedMidSentence("Real Estate")).toBe("Real Estate");
    expect(typedMidSentence("SaaS founders")).toBe("SaaS founders");
    expect(typedMidSentence("HR managers")).toBe("HR managers");
    expect(typedMidSentence("an in-house legal team")).toBe("an in-house legal team");
  });
});

describe("place names", () => {
  it("put 'the' before the names that take it", () => {
    for (const name of ["United States", "United Kingdom", "UK", "US", "UAE", "Netherlands", "Nordic countries"])
      expect(placeName(name)).toBe(`the ${name}`);
    expect(placeName("Philippines")).toBe("the Philippines");
    expect(placeName("Czech Republic")).toBe("the Czech Republic");
  });

  it("leave the rest alone, and do not double a 'the' the visitor typed", () => {
    for (const name of ["France", "Canada", "Australia & New Zealand", "Isle of Man", "Saudi Arabia", "New York"])
      expect(placeName(name)).toBe(name);
    expect(placeName("The Netherlands")).toBe("the Netherlands");
    expect(placeName("  the UK ")).toBe("the UK");
  });
});

describe("sentence start", () => {
  it("capitalises only the first letter", () => {
    expect(sentenceStart("you get back 2 hours")).toBe("You get back 2 hours");
  });
});
