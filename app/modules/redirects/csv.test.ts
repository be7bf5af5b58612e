import { describe, expect, it } from "vitest";
import { readRulesCsv } from "./csv";

describe("readRulesCsv", () => {
  it("reads rules with or without a header, quoted cells, a BOM and Windows line ends, naming each line", () => {
    const csv =
      '\uFEFFfrom,to,status\r\n/2021/04/pricing,/catalog/pricing,301\r\n\r\n"/p/hello, world","/catalog?search=hello",302\r\n/blog/*,https://blog.example/*\r\n';
    expect(readRulesCsv(csv)).toEqual({
      ok: true,
      rows: [
        { line: 2, input: { from: "/2021/04/pricing", to: "/catalog/pricing", status: "301" } },
        { line: 4, input: { from: "/p/hello, world", to: "/catalog?search=hello", status: "302" } },
        { line: 5, input: { from: "/blog/*", to: "https://blog.example/*", status: undefined } },
      ],
    });
    expect(readRulesCsv("/a,/catalog")).toMatchObject({ ok: true, rows: [{ line: 1 }] });
  });

  it("keeps a formula as text, never evaluating a cell", () => {
    expect(readRulesCsv('=HYPERLINK("x"),/catalog')).toMatchObject({
      rows: [{ input: { from: '=HYPERLINK("x")', to: "/catalog" } }],
    });
  });

  it("says what is wrong with a file it cannot use", () => {
    expect(readRulesCsv("from,to\n")).toEqual({ ok: false, error: expect.stringMatching(/holds no redirects/) });
    expect(readRulesCsv('"/a,/b\n')).toEqual({
      ok: false,
      error: expect.stringMatching(/^The file is not a readable CSV/),
    });
    expect(readRulesCsv(`${"/a,/b\n".repeat(5001)}`)).toEqual({
      ok: false,
      error: expect.stringMatching(/more than 5000/),
    });
  });
});
