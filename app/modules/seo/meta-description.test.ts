import { describe, expect, it } from "vitest";
import { capMetaDescription, playbookMetaDescription } from "./meta-description";

describe("capMetaDescription", () => {
  it("cuts text over 160 characters to 157 plus '...' and leaves shorter text alone", () => {
    const long = `${"a".repeat(150)} ${"b".repeat(20)}`;
    expect(capMetaDescription(long)).toBe(`${long.slice(0, 157)}...`);
    expect(capMetaDescription("x".repeat(160))).toBe("x".repeat(160));
  });

  it("trims and joins the lines of an imported description before measuring it", () => {
    expect(capMetaDescription("  Short.  ")).toBe("Short.");
    expect(capMetaDescription("Two\n\n  lines.")).toBe("Two lines.");
  });
});

describe("playbookMetaDescription", () => {
  it("prefers the owner's meta description and falls back to the description, capped either way", () => {
    expect(playbookMetaDescription({ metaDescription: "Set in the SEO tab.", description: "Long text" })).toBe(
      "Set in the SEO tab.",
    );
    const imported = "An imported first paragraph. ".repeat(15);
    const fallback = playbookMetaDescription({ metaDescription: "  ", description: imported });
    expect(fallback).toHaveLength(160);
    expect(fallback.endsWith("...")).toBe(true);
  });
});
