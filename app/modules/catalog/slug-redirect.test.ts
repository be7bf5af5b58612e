import { describe, expect, it } from "vitest";
import { pathWithoutLeadingDashes } from "./slug-redirect";

const url = (path: string) => new URL(`http://x${path}`);

describe("leading-dash slugs", () => {
  it("drops leading dashes from the playbook and the part slug, keeping the query", () => {
    expect(pathWithoutLeadingDashes(url("/catalog/-ai-fundamentals"), ["-ai-fundamentals"])).toBe(
      "/catalog/ai-fundamentals",
    );
    expect(pathWithoutLeadingDashes(url("/catalog/--a/-b?x=1"), ["--a", "-b"])).toBe("/catalog/a/b?x=1");
    expect(pathWithoutLeadingDashes(url("/catalog/a/-b"), ["a", "-b"])).toBe("/catalog/a/b");
  });

  it("leaves clean slugs and all-dash slugs alone", () => {
    expect(pathWithoutLeadingDashes(url("/catalog/a-b/c"), ["a-b", "c"])).toBeUndefined();
    expect(pathWithoutLeadingDashes(url("/catalog/---"), ["---"])).toBeUndefined();
  });
});
