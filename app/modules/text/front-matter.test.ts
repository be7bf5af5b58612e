import { describe, expect, it } from "vitest";
import { readFrontMatter } from "./front-matter";

describe("front matter is YAML data and nothing else", () => {
  it("reads fields and the body after the closing line, dates kept as written", () => {
    expect(readFrontMatter("---\ntitle: A guide\npublished: 2025-03-14\ntools: [Make, Zapier]\n---\n# Body\n")).toEqual(
      {
        data: { title: "A guide", published: "2025-03-14", tools: ["Make", "Zapier"] },
        content: "# Body\n",
      },
    );
    expect(readFrontMatter("---\r\ntitle: Windows\r\n---\r\nText\r\n")).toEqual({
      data: { title: "Windows" },
      content: "Text\r\n",
    });
  });

  it("leaves a text without front matter, or opening with a thematic break, as it is", () => {
    expect(readFrontMatter("# Just a page\n")).toEqual({ data: {}, content: "# Just a page\n" });
    expect(readFrontMatter("----\nA rule, then text\n")).toEqual({ data: {}, content: "----\nA rule, then text\n" });
  });

  it.each(["js", "javascript", "coffee", "json", "yaml", " js"])(
    'refuses a language tag after the dashes ("---%s")',
    (tag) => {
      expect(() => readFrontMatter(`---${tag}\n{ title: "x" }\n---\nBody`)).toThrow(/is not valid front matter\.$/);
    },
  );

  it("constructs no functions, classes or custom types: every tag beyond plain data is refused", () => {
    for (const value of [
      "!!js/function 'function () {}'",
      "!!js/undefined ''",
      "!!binary aGk=",
      "!!timestamp 2025-01-01",
      "!!set { a }",
      "!custom 1",
    ])
      expect(() => readFrontMatter(`---\nfield: ${value}\n---\n`), value).toThrow(
        /^The front matter \(between the --- lines\) is not valid YAML: unresolved tag/,
      );
  });

  it("refuses an alias bomb, duplicate keys, a merge key's magic, a list instead of fields and an unclosed block", () => {
    const laughs = ["a: &a [x, x, x, x, x, x, x, x, x]"];
    for (const name of ["b", "c", "d", "e"]) {
      const previous = laughs.length === 1 ? "a" : String.fromCharCode(name.charCodeAt(0) - 1);
      laughs.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(", ")}]`);
    }
    expect(() => readFrontMatter(`---\n${laughs.join("\n")}\n---\n`)).toThrow(/resource exhaustion/);
    expect(() => readFrontMatter("---\ntitle: a\ntitle: b\n---\n")).toThrow(/map keys must be unique/);
    expect(readFrontMatter("---\n<<: { title: merged }\n---\n").data).toEqual({ "<<": { title: "merged" } });
    expect(() => readFrontMatter("---\n- a\n- b\n---\n")).toThrow("must be a list of fields such as title: My guide.");
    expect(() => readFrontMatter("---\ntitle: open\n")).toThrow("has no closing --- line");
  });

  it("gives a __proto__ key no power over the object's prototype", () => {
    const { data } = readFrontMatter("---\n__proto__: { title: injected }\n---\n");
    expect(data.title).toBeUndefined();
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
  });
});
