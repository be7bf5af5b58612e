import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import { findImportBatch } from "~/db/queries/import-batches.server";
import { listImportImages } from "~/db/queries/import-images.server";
import { downloadImage } from "~/modules/images/download.server";
import {
  DIAGRAM_PNG,
  DOCUMENT_TITLE,
  ENCRYPTED_DOCX,
  SECTION_TITLES,
  buildDocx,
  buildGoogleDocsZip,
  buildMarkdown,
  buildNotionZip,
  buildZipBomb,
  markEncrypted,
} from "../../../tests/support/import-documents";
import { withImageServer } from "../../../tests/support/image-server";
import { withTestDatabase } from "../../../tests/support/test-database";
import { startImportBatch } from "./queue.server";
import type { ImportEnvironment } from "./run-batch.server";
import { readImportedContent } from "./working-form";

const t = withTestDatabase();
const images = withImageServer({ "/chart.png": [900, 450] });
const MB = 1024 * 1024;

function environment(overrides: Partial<ImportEnvironment> = {}): ImportEnvironment {
  return {
    db: t.db,
    storage: t.context.storage,
    logger: t.context.logger,
    settings: {
      maxFileBytes: 2 * MB,
      maxBatchBytes: 20 * MB,
      download: { timeoutMs: 1500, maxBytes: MB, allowPrivateAddresses: true },
    },
    ...overrides,
  };
}

/** A host that accepts connections and never answers. */
const blackHole = net.createServer((socket) => socket.on("error", () => undefined));
const sockets = new Set<net.Socket>();
blackHole.on("connection", (socket) => sockets.add(socket));
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  blackHole.close();
});

async function playbookOf(batchId: string, fileName: string) {
  const batch = (await findImportBatch(t.db, batchId))!;
  const file = batch.files.find((candidate) => candidate.fileName === fileName)!;
  expect(file, fileName).toMatchObject({ status: "completed" });
  return { file, snapshot: (await findPlaybookSnapshotBySlug(t.db, file.playbookSlug!))! };
}

describe("importing every format", () => {
  it("stores a Word file, a Markdown file, a zipped Google Docs export and a Notion export, with their images", async () => {
    const { batchId, done } = await startImportBatch(
      environment(),
      "admin",
      [
        { name: "service.docx", bytes: await buildDocx() },
        { name: "service.md", bytes: buildMarkdown({ title: "Markdown: An AI Workflow Service" }) },
        { name: "gdocs.zip", bytes: buildGoogleDocsZip() },
        { name: "notion.zip", bytes: buildNotionZip() },
      ],
      [{ name: "diagram.png", bytes: DIAGRAM_PNG }],
    );
    await done;
    const batch = (await findImportBatch(t.db, batchId))!;
    expect(batch.files.map((file) => [file.fileName, file.status, file.error])).toEqual([
      ["service.docx", "completed", null],
      ["service.md", "completed", null],
      ["gdocs.zip › AnAIWorkflowService.html", "completed", null],
      [`notion.zip › ${DOCUMENT_TITLE} 3f9a2c1d.html`, "completed", null],
    ]);
    for (const file of batch.files) expect(file, file.fileName).toMatchObject({ totalImages: 1, downloadedImages: 1 });

    const word = await playbookOf(batchId, "service.docx");
    expect(word.snapshot.input.title).toBe(DOCUMENT_TITLE);
    expect(word.snapshot.input.parts.map((part) => part.title)).toEqual(SECTION_TITLES);
    const markdown = await playbookOf(batchId, "service.md");
    expect(markdown.snapshot.input.title).toBe("Markdown: An AI Workflow Service");
    for (const name of ["gdocs.zip › AnAIWorkflowService.html", `notion.zip › ${DOCUMENT_TITLE} 3f9a2c1d.html`]) {
      const { snapshot } = await playbookOf(batchId, name);
      expect(snapshot.input.parts.map((part) => part.title)).toEqual(SECTION_TITLES);
      expect(snapshot.input.parts.map((part) => part.html).join("")).toMatch(
        /<img src="\/media\/playbooks\/[^"]+\.webp"/,
      );
    }
  });

  it("gives each bad file its own message and imports the others", async () => {
    const { batchId, done } = await startImportBatch(
      environment(),
      "admin",
      [
        { name: "locked.docx", bytes: ENCRYPTED_DOCX },
        { name: "locked.zip", bytes: markEncrypted(buildGoogleDocsZip()) },
        { name: "cut.zip", bytes: buildGoogleDocsZip().subarray(0, 200) },
        { name: "bomb.zip", bytes: buildZipBomb(30) },
        { name: "huge.md", bytes: Buffer.alloc(3 * MB, 0x61) },
        { name: "good.md", bytes: buildMarkdown() },
      ],
      [],
    );
    await done;
    const batch = (await findImportBatch(t.db, batchId))!;
    expect(batch.files.map((file) => [file.fileName, file.status, file.error])).toEqual([
      [
        "locked.docx",
        "error",
        "The Word document is password-protected (or in the old .doc format). Remove the password, or save it as .docx, and import it again.",
      ],
      ["locked.zip", "error", "The archive is password-protected. Export it again without a password."],
      ["cut.zip", "error", "The archive is damaged or incomplete and could not be opened."],
      [
        "bomb.zip",
        "error",
        '"page.html" in the archive expands more than 100 times; it looks like a zip bomb and was not unpacked.',
      ],
      ["huge.md", "error", "The file is 3 MB, over the 2 MB limit per file."],
      ["good.md", "completed", null],
    ]);
  });
});

describe("web images in the background", () => {
  it("stores the playbook before its images arrive, then swaps each in or notes why it failed, keeping its address; a dead host holds nothing", async () => {
    await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
    const deadPort = (blackHole.address() as net.AddressInfo).port;
    const page = Buffer.from(
      `<html><head><title>Charts for clients</title></head><body><h1>Charts for clients</h1>` +
        ["Collect", "Draw", "Explain"]
          .map(
            (name, index) =>
              `<h2>${name} the numbers</h2><p>${"Every client report needs one clear chart and a sentence on what it means. ".repeat(4)}</p>${index === 0 ? `<p><img src="${images.url("/chart.png")}" alt="Monthly hours saved"></p>` : ""}${index === 1 ? `<p><img src="http://dead.example:${deadPort}/a.png" alt="Hours by client"><img src="http://dead.example:${deadPort}/b.png" alt="Hours by week"></p>` : ""}`,
          )
          .join("") +
        "</body></html>",
    );
    // Every address of the dead host goes to the socket that never answers.
    const fetchImage = (url: string, options: Parameters<typeof downloadImage>[1]) =>
      downloadImage(url.replace("dead.example", "127.0.0.1"), options);
    const started = Date.now();
    const { batchId, stored, done } = await startImportBatch(
      environment({ fetchImage }),
      "admin",
      [{ name: "charts.html", bytes: page }],
      [],
    );
    await stored;
    expect(Date.now() - started).toBeLessThan(1500);
    const before = await playbookOf(batchId, "charts.html");
    expect(before.file).toMatchObject({ totalImages: 3, downloadedImages: 0, failedImages: 0 });
    expect(before.snapshot.input.parts.map((part) => part.html).join("")).toContain(images.url("/chart.png"));

    await done;
    const after = await playbookOf(batchId, "charts.html");
    expect(after.file).toMatchObject({ totalImages: 3, downloadedImages: 1, failedImages: 2 });
    const html = after.snapshot.input.parts.map((part) => part.html).join("");
    expect(html).toMatch(/<img src="\/media\/playbooks\/charts-for-clients\/chart-[0-9a-f]{10}-900\.webp"/);
    // A failed image keeps its address (and alt text), so "Retry failed images" can still swap it in.
    expect(html).toContain(`<img src="http://dead.example:${deadPort}/a.png" alt="Hours by client"`);
    const rows = await listImportImages(t.db, [after.file.id]);
    expect(rows.map((row) => [row.status, row.error])).toEqual([
      ["completed", null],
      ["failed", "Failed to download: no answer within 1.5 s"],
      [
        "failed",
        expect.stringMatching(
          /^Failed to download: (dead\.example:\d+ did not answer an earlier image|no answer within 1\.5 s)/,
        ),
      ],
    ]);
    expect(
      readImportedContent(after.snapshot.input.content)
        .capturedImages.map((image) => image.status)
        .sort(),
    ).toEqual(["completed", "failed", "failed"]);
  });
});
