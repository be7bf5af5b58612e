import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  ENCRYPTED_DOCX,
  buildGoogleDocsZip,
  buildZipBomb,
  markEncrypted,
} from "../../../../tests/support/import-documents";
import { expandArchive } from "./archive";
import { readSourceDocument } from "./index";
import { UnpackBudget, readZip, zipLimits } from "./zip";

const MB = 1024 * 1024;
/** Fresh limits for each archive: a budget is spent as archives are opened. */
const limits = (budgetBytes = 100 * MB) => zipLimits(new UnpackBudget(budgetBytes));

describe("bad input gets a clear message", () => {
  it("refuses a password-protected archive", async () => {
    await expect(readZip(markEncrypted(buildGoogleDocsZip()), limits())).rejects.toThrow(
      "The archive is password-protected. Export it again without a password.",
    );
  });

  it("refuses a damaged archive, cut short or with contents that do not match its index", async () => {
    const zip = buildGoogleDocsZip();
    await expect(readZip(zip.subarray(0, zip.length - 40), limits())).rejects.toThrow(
      "The archive is damaged or incomplete and could not be opened.",
    );
    const scrambled = Uint8Array.from(zip);
    scrambled.fill(0x41, 60, 400);
    await expect(readZip(scrambled, limits())).rejects.toThrow(/The archive is damaged/);
  });

  it("refuses a zip bomb by its expansion ratio and by what the archive unpacks to in all", async () => {
    await expect(readZip(buildZipBomb(8), limits())).rejects.toThrow(
      '"page.html" in the archive expands more than 100 times; it looks like a zip bomb and was not unpacked.',
    );
    const many = zipSync(
      Object.fromEntries(
        Array.from({ length: 6 }, (_, index) => [`page-${index}.html`, new Uint8Array(MB).fill(index)]),
      ),
      { level: 0 },
    );
    await expect(readZip(many, limits(4 * MB))).rejects.toThrow(
      "The archive unpacks to more than 4 MB, over the limit for one import.",
    );
    const crowded = zipSync(
      Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`${index}.png`, new Uint8Array(1)])),
    );
    await expect(readZip(crowded, { ...limits(), maxEntries: 20 })).rejects.toThrow("more than 20 files");
  });

  it("refuses an archive with no document in it", async () => {
    await expect(expandArchive("photos.zip", zipSync({ "a.png": new Uint8Array(10) }), limits())).rejects.toThrow(
      "The archive holds no document to import (.html, .htm, .md, .markdown or .docx).",
    );
  });

  it("refuses a password-protected, a damaged and an oversized Word document", async () => {
    await expect(readSourceDocument({ name: "secret.docx", bytes: ENCRYPTED_DOCX }, 10 * MB)).rejects.toThrow(
      "The Word document is password-protected (or in the old .doc format).",
    );
    await expect(
      readSourceDocument({ name: "broken.docx", bytes: zipSync({ "notes.txt": new Uint8Array(4) }) }, 10 * MB),
    ).rejects.toThrow("The file is a ZIP archive but not a Word document: it has no document inside.");
    await expect(readSourceDocument({ name: "text.docx", bytes: Buffer.from("just text") }, 10 * MB)).rejects.toThrow(
      "The file is not a Word document (.docx): it could not be read.",
    );
    await expect(readSourceDocument({ name: "big.docx", bytes: new Uint8Array(2 * MB) }, MB)).rejects.toThrow(
      "The file is 2 MB, over the 1 MB limit per file.",
    );
  });

  it("refuses a file of a format it does not read, naming the ones it does", async () => {
    await expect(readSourceDocument({ name: "slides.pptx", bytes: new Uint8Array(4) }, MB)).rejects.toThrow(
      "Only .html, .htm, .md, .markdown, .docx and .zip files can be imported.",
    );
  });
});
