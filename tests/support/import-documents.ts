import fs from "node:fs";
import path from "node:path";
import { AlignmentType, Document, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } from "docx";
import { zipSync } from "fflate";

/**
 * Real documents in every format the importer reads, built the way their programs write them:
 * a Word file (by the docx library, as Word lays it out), a Markdown file with front matter, a
 * Google Docs "Web page (.html, zipped)" export and a Notion HTML export with its asset folder.
 */
const IMAGES = path.resolve("tests/fixtures/import/images");
export const DIAGRAM_PNG = fs.readFileSync(path.join(IMAGES, "content-engine-diagram.png"));
export const FIGURE_PNG = fs.readFileSync(path.join(IMAGES, "image1.png"));

const SECTIONS = [
  [
    "Find the painful task",
    "List the tasks your clients repeat every week and pick the one that costs them most. An AI assistant drafts the first version of that task; a person checks it before it goes out.",
  ],
  [
    "Write the prompt once",
    "Turn the task into a reusable prompt with the client's context, tone and examples, so the assistant produces work that needs light edits rather than rewrites.",
  ],
  [
    "Price the outcome",
    "Charge for the hours saved, not for your time: a workflow that saves a client ten hours a month is worth a fixed monthly fee that pays for itself.",
  ],
  [
    "Deliver in a week",
    "Set up the workflow, record a short walkthrough and hand over a one-page guide, so the client runs it without you from day one.",
  ],
  [
    "Review every month",
    "Check what the assistant got wrong, tighten the prompt and report the hours saved: the report is what renews the retainer.",
  ],
] as const;

/** About 40 words of body for each section, so every document clears the 100-word minimum. */
const body = (text: string) => `${text} Keep notes on what works, because the notes become your next offer.`;

export const DOCUMENT_TITLE = "An AI Workflow Service in Five Steps";
export const SECTION_TITLES = SECTIONS.map(([title]) => title);

/** A .docx as Word writes it: a Title paragraph, Heading 1 sections, an embedded PNG. */
export async function buildDocx(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: DOCUMENT_TITLE, heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
          new Paragraph({
            children: [new TextRun("A practical guide for consultants who sell AI workflows to small firms.")],
          }),
          ...SECTIONS.flatMap(([title, text], index) => [
            new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
            new Paragraph({ children: [new TextRun(body(text))] }),
            ...(index === 0
              ? [
                  new Paragraph({
                    children: [
                      new ImageRun({ type: "png", data: FIGURE_PNG, transformation: { width: 320, height: 180 } }),
                    ],
                  }),
                ]
              : []),
          ]),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** A Markdown file with front matter, the way a static-site writer keeps one. */
export function buildMarkdown(frontMatter: Record<string, string | string[]> = {}): Buffer {
  const yaml = Object.entries({
    title: DOCUMENT_TITLE,
    description: "How to sell, build and run an AI workflow for a small firm.",
    ...frontMatter,
  }).map(([key, value]) => `${key}: ${Array.isArray(value) ? `[${value.join(", ")}]` : JSON.stringify(value)}`);
  const sections = SECTIONS.map(([title, text]) => `## ${title}\n\n${body(text)}\n`).join("\n");
  return Buffer.from(
    `---\n${yaml.join("\n")}\n---\n\n# ${DOCUMENT_TITLE}\n\n${sections}\n![Workflow diagram](images/diagram.png)\n`,
  );
}

const html = (head: string, content: string) =>
  `<!DOCTYPE html><html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type">${head}</head><body>${content}</body></html>`;

/** Google Docs' "Web page (.html, zipped)": the page (class-styled, title paragraph) and images/. */
export function buildGoogleDocsZip(): Uint8Array {
  const page = html(
    `<style type="text/css">.c1{font-weight:700}.title{font-size:26pt}</style><title>${DOCUMENT_TITLE}</title>`,
    `<p class="c2 title" id="h.t"><span class="c1">${DOCUMENT_TITLE}</span></p>` +
      SECTIONS.map(
        ([title, text], index) =>
          `<h1 class="c3" id="h.${index}"><span class="c1">${title}</span></h1><p class="c4"><span>${body(text)}</span></p>` +
          (index === 1
            ? `<p class="c4"><span style="overflow: hidden; display: inline-block; width: 624px; height: 351px;"><img alt="Workflow diagram" src="images/image1.png" style="width: 624px; height: 351px;" title=""></span></p>`
            : ""),
      ).join(""),
  );
  return zipSync({ "AnAIWorkflowService.html": Buffer.from(page), "images/image1.png": FIGURE_PNG });
}

/** A Notion HTML export: "Title id.html" beside a "Title id/" folder of assets, in a zip of its own. */
export function buildNotionZip(): Uint8Array {
  const folder = `${DOCUMENT_TITLE} 3f9a2c1d`;
  const page = html(
    `<title>${DOCUMENT_TITLE}</title>`,
    `<article id="3f9a2c1d" class="page sans"><header><h1 class="page-title">${DOCUMENT_TITLE}</h1>` +
      `<p class="page-description">How to sell, build and run an AI workflow for a small firm.</p></header>` +
      `<div class="page-body">` +
      SECTIONS.map(
        ([title, text], index) =>
          `<h2 id="s${index}" class="">${title}</h2><p id="p${index}" class="">${body(text)}</p>` +
          (index === 2
            ? `<figure id="f1" class="image"><a href="${encodeURI(folder)}/diagram.png"><img style="width:680px" src="${encodeURI(folder)}/diagram.png"/></a></figure>`
            : ""),
      ).join("") +
      `</div></article>`,
  );
  const inner = zipSync({ [`${folder}.html`]: Buffer.from(page), [`${folder}/diagram.png`]: DIAGRAM_PNG });
  return zipSync({ "Export-3f9a2c1d-Part-1.zip": inner });
}

/** The same archive with its entries marked as encrypted (general purpose flag bit 0), as a password-protected zip is. */
export function markEncrypted(zip: Uint8Array): Uint8Array {
  const bytes = Uint8Array.from(zip);
  const view = new DataView(bytes.buffer);
  for (let offset = 0; offset < bytes.length - 4; offset += 1) {
    const signature = view.getUint32(offset, true);
    if (signature === 0x04034b50) view.setUint16(offset + 6, view.getUint16(offset + 6, true) | 1, true);
    if (signature === 0x02014b50) view.setUint16(offset + 8, view.getUint16(offset + 8, true) | 1, true);
  }
  return bytes;
}

/** A zip bomb: a small archive whose one "page" unpacks to `megabytes` of the same byte. */
export function buildZipBomb(megabytes: number): Uint8Array {
  return zipSync({ "page.html": new Uint8Array(megabytes * 1024 * 1024).fill(0x20) }, { level: 9 });
}

/** What Word saves a password-protected document as: an OLE compound file, not a zip. */
export const ENCRYPTED_DOCX = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.from("EncryptionInfo EncryptedPackage".padEnd(4096, "\0")),
]);
