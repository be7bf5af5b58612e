import { describe, expect, it } from "vitest";
import { partSlugChanges } from "./slug-changes";

const slugs = (...list: string[]) => list.map((slug) => ({ slug }));

describe("partSlugChanges", () => {
  it("gives a renamed heading's old address to the part now at its position (a re-import)", () => {
    expect(partSlugChanges(["intro", "historyedit", "usage"], slugs("intro", "history", "usage"))).toEqual([
      { from: "historyedit", to: "history" },
    ]);
  });

  it("records nothing when parts only moved, or when a part was dropped and another added", () => {
    expect(partSlugChanges(["a", "b", "c"], slugs("b", "a", "c"))).toEqual([]);
    expect(partSlugChanges(["a", "b", "c"], slugs("b", "c", "d"))).toEqual([]);
  });

  it("follows the editor's identities rather than positions", () => {
    const parts = [{ slug: "c" }, { slug: "renamed", previousSlug: "a" }, { slug: "b", previousSlug: "b" }];
    expect(partSlugChanges(["a", "b", "c"], parts)).toEqual([{ from: "a", to: "renamed" }]);
  });

  it("never redirects an address a part still has: the page wins", () => {
    // Part 1 takes part 2's old title: its old slug moves, part 2's address now shows part 1.
    const parts = [
      { slug: "b", previousSlug: "a" },
      { slug: "c", previousSlug: "b" },
    ];
    expect(partSlugChanges(["a", "b"], parts)).toEqual([{ from: "a", to: "b" }]);
  });
});
