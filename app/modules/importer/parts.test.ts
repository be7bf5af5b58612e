import { describe, expect, it } from "vitest";
import { heading, paragraph } from "./blocks.fixtures";
import { draftPart, uniquePartSlugs } from "./parts";

describe("drafting a part", () => {
  it("titles it from its heading and leaves that heading out of the body", () => {
    const title = heading("Why pricing matters");
    const part = draftPart(
      { heading: title, blocks: [paragraph(20, "intro"), title, heading("Details", 3), paragraph(100)] },
      1,
    );
    expect(part.title).toBe("Why pricing matters");
    expect(part.slug).toBe("why-pricing-matters");
    expect(part.html).not.toContain("Why pricing matters");
    expect(part.html).toContain('<h2 id="details">Details</h2>');
    expect(part.headings).toEqual([{ id: "details", text: "Details", level: 2 }]);
  });

  it("uses the first heading when the summary is too short, and 'Part {n}' with no headings", () => {
    const short = heading("Intro");
    expect(draftPart({ heading: short, blocks: [short, paragraph(100)] }, 1).title).toBe("Intro");
    const untitled = draftPart({ blocks: [paragraph(100)] }, 3);
    expect(untitled).toMatchObject({ title: "Part 3", slug: "part-3" });
  });
});

describe("part slugs", () => {
  it("are at most 50 characters, falling back to part-{n}", () => {
    const long = draftPart({ heading: heading("A".repeat(30) + " " + "B".repeat(30)), blocks: [paragraph(100)] }, 1);
    expect(long.slug.length).toBeLessThanOrEqual(50);
    expect(draftPart({ heading: heading("!!! ??? !!! ???"), blocks: [] }, 2).slug).toBe("part-2");
  });

  it("are made unique within a playbook", () => {
    const slugs = uniquePartSlugs([
      { slug: "intro" },
      { slug: "intro" },
      { slug: "x".repeat(50) },
      { slug: "x".repeat(50) },
    ]);
    expect(slugs.map((part) => part.slug)).toEqual(["intro", "intro-2", "x".repeat(50), `${"x".repeat(48)}-2`]);
  });
});
