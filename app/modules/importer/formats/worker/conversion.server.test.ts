import { afterAll, describe, expect, it } from "vitest";
import { DOCUMENT_TITLE, buildDocx, buildMarkdown } from "../../../../../tests/support/import-documents";
import { buildHeavyDocx } from "../../../../../tests/support/hostile-documents";
import { NO_IMAGES } from "../../assemble.server";
import { type ConversionLimits, type DocumentConverter, conversionWorkers } from "./conversion.server";

const MB = 1024 * 1024;
const converters: DocumentConverter[] = [];
const converter = (limits: Partial<ConversionLimits> = {}) => {
  const created = conversionWorkers({ size: 1, timeLimitMs: 30_000, memoryLimitMb: 512, ...limits });
  converters.push(created);
  return created;
};
afterAll(() => Promise.all(converters.map((created) => created.close())));
/** One pool for the tests that are not about limits: its worker starts once for them (a cold start loads the converters). */
const workers = converter();

describe("conversion in a worker", () => {
  it("converts and assembles a Word document and a Markdown file, keeping the images that came with it", async () => {
    const word = await workers.convert({ name: "service.docx", bytes: await buildDocx() }, "service.docx", 10 * MB);
    expect(word.parsed.title).toBe(DOCUMENT_TITLE);
    const diagram = { name: "images/diagram.png", body: Buffer.from("png bytes") };
    const markdown = await workers.convert(
      { name: "service.md", bytes: buildMarkdown(), assets: [diagram] },
      "service.md",
      10 * MB,
    );
    expect(markdown.assets).toEqual([diagram]);
    const playbook = await workers.assemble(markdown.parsed, NO_IMAGES, { fileName: "service.md", importedAt: "" });
    expect(playbook.parts).toHaveLength(5);
    expect(playbook.title).toBe(DOCUMENT_TITLE);
  }, 60_000);

  it("refuses a Word document by its XML size before parsing it, with the format's own message", async () => {
    const big = { name: "big.docx", bytes: buildHeavyDocx(30 * MB) };
    await expect(workers.convert(big, "big.docx", 10 * MB)).rejects.toThrow(
      /^The Word document's text is 30\.0 MB of XML, over the 20 MB limit for one document\. Split it into smaller documents and import them together\.$/,
    );
  }, 60_000);

  it("stops a conversion past its time and one past its memory, each with a message saying which", async () => {
    const heavy = { name: "long.docx", bytes: buildHeavyDocx(15 * MB) };
    await expect(converter({ timeLimitMs: 200 }).convert(heavy, "long.docx", 10 * MB)).rejects.toThrow(
      "Converting the file took longer than 0.2 s, the limit for one file, so it was stopped. Split it into smaller documents and import them together.",
    );
    await expect(converter({ memoryLimitMb: 128 }).convert(heavy, "long.docx", 10 * MB)).rejects.toThrow(
      "Converting the file needed more than 128 MB of memory, the limit for one file, so it was stopped.",
    );
  }, 120_000);
});
