import { describe, expect, it } from "vitest";
import { fileNameOf, matchConfidence, matchImageFile } from "./image-match";

describe("image-to-file matching rule", () => {
  it("reads the file name from a path or URL, decoded", () => {
    expect(fileNameOf("https://cdn.example.com/a/My%20Photo.png?w=200#x")).toBe("My Photo.png");
    expect(fileNameOf("images\\chart.jpg")).toBe("chart.jpg");
  });

  it("scores 1 for the same base name", () => {
    expect(matchConfidence("images/chart.png", "chart.png")).toBe(1);
    expect(matchConfidence("images/chart.png", "chart.webp")).toBe(1);
  });

  it("scores 0.9 for the same full name in another case", () => {
    expect(matchConfidence("images/Chart.PNG", "chart.png")).toBe(0.9);
  });

  it("scores 0.8 when one name contains the other", () => {
    expect(matchConfidence("images/pricing-chart-final.png", "pricing-chart.png")).toBe(0.8);
  });

  it("scores up to 0.7 by the longest common substring of 3 or more characters", () => {
    const score = matchConfidence("img/revenue_2024_q1.png", "revenue_2023.png");
    expect(score).toBeGreaterThan(0.3);
    expect(score).toBeLessThanOrEqual(0.7);
    expect(matchConfidence("ab.png", "abx.png")).toBe(0.8);
    expect(matchConfidence("abqq.png", "abzz.png")).toBe(0);
  });

  it("matches only above 0.3, picking the best file", () => {
    expect(matchImageFile("images/chart.png", ["photo.png", "chart.jpg", "chart-old.png"])).toEqual({
      fileName: "chart.jpg",
      confidence: 1,
    });
    expect(matchImageFile("images/xyz123.png", ["logo.png", "abc.png"])).toBeUndefined();
  });
});
