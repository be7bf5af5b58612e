import { describe, expect, it } from "vitest";
import {
  DOCUMENT_TITLE,
  SECTION_TITLES,
  buildDocx,
  buildGoogleDocsZip,
  buildMarkdown,
  buildNotionZip,
} from "../../../../tests/support/import-documents";
import { NO_IMAGES, assemblePlaybook } from "../assemble.server";
import { parsePlaybookHtml } from "../parse";
import { expandArchive } from "./archive";
import { readSourceDocument } from "./index";
import { UnpackBudget, zipLimits } from "./zip";

const MB = 1024 * 1024;
/** Fresh limits for each archive: a budget is spent as archives are opened. */
const limits = (budgetBytes = 100 * MB) => zipLimits(new UnpackBudget(budgetBytes));

async function importDocument(name: string, bytes: Uint8Array, assets?: { name: string; body: Buffer }[]) {
  const source = await readSourceDocument({ name, bytes, assets }, 10 * MB);
  const parsed = parsePlaybookHtml(source.html, name, source);
  return { source, parsed, playbook: assemblePlaybook(parsed, NO_IMAGES, { fileName: name, importedAt: "" }) };
}

describe("every format through one pipeline", () => {
  it("reads a Word document: its Title paragraph, its Heading 1 sections and its embedded image", async () => {
    const { parsed, playbook } = await importDocument("service.docx", await buildDocx());
    expect(playbook.title).toBe(DOCUMENT_TITLE);
    expect(playbook.parts.map((part) => part.title)).toEqual(SECTION_TITLES);
    expect(parsed.images).toHaveLength(1);
    expect(parsed.images[0]!.src).toMatch(/^data:image\/png;base64,/);
  });

  it("reads Markdown with front matter: title, description and categories as declared", async () => {
    const bytes = buildMarkdown({ categories: ["AI Business", "offer", "Astrology"] });
    const { parsed, playbook } = await importDocument("service.md", bytes);
    expect(playbook.title).toBe(DOCUMENT_TITLE);
    expect(playbook.description).toBe("How to sell, build and run an AI workflow for a small firm.");
    expect(playbook.parts.map((part) => part.title)).toEqual(SECTION_TITLES);
    // The heading that repeats the declared title is not kept as body text.
    expect(playbook.parts[0]!.html).not.toContain(DOCUMENT_TITLE);
    expect(parsed.images.map((image) => image.src)).toEqual(["images/diagram.png"]);
    expect(playbook.aiCategories).toEqual(["ai-business"]);
    expect(playbook.batonCategories).toEqual(["offer"]);
    expect(playbook.content.categoryCheck).toEqual([`Not one of the site's categories, so left out: "Astrology".`]);
  });

  it("refuses Markdown whose front matter is not valid YAML, saying so", async () => {
    await expect(importDocument("bad.md", Buffer.from("---\ntitle: [unclosed\n---\n# Hi\n"))).rejects.toThrow(
      "The front matter (between the --- lines) is not valid YAML",
    );
  });

  it("opens a zipped Google Docs export into its page, with images/ matched by path", async () => {
    const [document, ...others] = await expandArchive("service.zip", buildGoogleDocsZip(), limits());
    expect(others).toEqual([]);
    expect(document!.name).toBe("service.zip › AnAIWorkflowService.html");
    const { parsed, playbook } = await importDocument(document!.name, document!.bytes, document!.assets);
    expect(playbook.title).toBe(DOCUMENT_TITLE);
    expect(playbook.parts.map((part) => part.title)).toEqual(SECTION_TITLES);
    expect(parsed.images.map((image) => image.src)).toEqual(["images/image1.png"]);
    expect(document!.assets!.map((asset) => asset.name)).toEqual(["images/image1.png"]);
  });

  it("opens a Notion export (a zip inside a zip) into its page, with its asset folder", async () => {
    const [document] = await expandArchive("Export.zip", buildNotionZip(), limits());
    const { parsed, playbook } = await importDocument(document!.name, document!.bytes, document!.assets);
    expect(playbook.title).toBe(DOCUMENT_TITLE);
    expect(playbook.description).toBe("How to sell, build and run an AI workflow for a small firm.");
    expect(playbook.parts.map((part) => part.title)).toEqual(SECTION_TITLES);
    const folder = `${DOCUMENT_TITLE} 3f9a2c1d`;
    expect(decodeURI(parsed.images[0]!.src)).toBe(`${folder}/diagram.png`);
    expect(document!.assets!.map((asset) => asset.name)).toEqual([`${folder}/diagram.png`]);
  });
});
