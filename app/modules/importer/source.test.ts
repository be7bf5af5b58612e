import { describe, expect, it } from "vitest";
import { ImportFileError } from "./errors";
import { decodeHtmlSource } from "./source";

const MB = 1024 * 1024;
const bytes = (text: string) => new TextEncoder().encode(text);

describe("decoding an uploaded file", () => {
  it("returns the HTML text, without a byte-order mark", () => {
    expect(decodeHtmlSource(bytes("\uFEFF<h1>Hi</h1>"), MB)).toBe("<h1>Hi</h1>");
  });

  it("rejects an empty or blank file with a clear message", () => {
    expect(() => decodeHtmlSource(new Uint8Array(), MB)).toThrow("The file is empty.");
    expect(() => decodeHtmlSource(bytes("  \n\t "), MB)).toThrow(ImportFileError);
  });

  it("names the format of a binary file renamed .html", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(() => decodeHtmlSource(png, MB)).toThrow("The file is a PNG image, not an HTML page.");
    expect(() => decodeHtmlSource(bytes("%PDF-1.7 ..."), MB)).toThrow("a PDF document");
  });

  it("rejects other binary data by its NUL bytes", () => {
    expect(() => decodeHtmlSource(new Uint8Array([0x3c, 0x68, 0x00, 0x01, 0x02]), MB)).toThrow(
      "The file contains binary data, not HTML text.",
    );
  });

  it("rejects a file over the per-file limit, naming both sizes", () => {
    expect(() => decodeHtmlSource(new Uint8Array(11 * MB).fill(0x61), 10 * MB)).toThrow(
      "The file is 11 MB, over the 10 MB limit per file.",
    );
  });
});
