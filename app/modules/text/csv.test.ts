import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain values alone and quotes separators, quotes and line breaks", () => {
    expect(csvCell("ada@example.com")).toBe("ada@example.com");
    expect(csvCell(3)).toBe("3");
    expect(csvCell(null)).toBe("");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
  });

  it("defuses values a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1")).toBe('"\'+1"');
    expect(csvCell("@SUM(A1)")).toBe('"\'@SUM(A1)"');
    expect(csvCell("\tcmd")).toBe('"\'\tcmd"');
  });

  it("defuses a formula hidden behind a NUL, white space or a compatibility character (OWASP)", () => {
    expect(csvCell("\u0000=1+1")).toBe('"\'\u0000=1+1"');
    expect(csvCell("\uFF1D1+1")).toBe('"\'\uFF1D1+1"');
    expect(csvCell("  \u200B+cmd|' /C calc'!A0")).toBe("\"'  \u200B+cmd|' /C calc'!A0\"");
    expect(csvCell("\uFE62 1")).toBe('"\'\uFE62 1"');
    expect(csvCell("\uFF20SUM(A1)")).toBe('"\'\uFF20SUM(A1)"');
  });

  it("leaves text that only contains a formula character, and the site's own numbers, alone", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("ＡＢＣ")).toBe("ＡＢＣ");
    expect(csvCell(-3)).toBe("-3");
  });
});

describe("toCsv", () => {
  it("writes a header line and one CRLF-ended line per row", () => {
    const csv = toCsv(
      [
        ["query", (row: { query: string; count: number }) => row.query],
        ["searches", (row) => row.count],
      ],
      [
        { query: "prompts, templates", count: 3 },
        { query: "=cmd", count: 1 },
      ],
    );
    expect(csv).toBe('query,searches\r\n"prompts, templates",3\r\n"\'=cmd",1\r\n');
  });
});
