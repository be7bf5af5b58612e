import { AlignmentType, Document, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } from "docx";
import { zipSync } from "fflate";
import { GOOGLE_BULLETS, GOOGLE_STYLES, type GoogleDocsBlock, writeGoogleDocsHtml } from "./google-docs-writer";
import { DIAGRAM_PNG, FIGURE_PNG } from "./import-documents";

/**
 * Exports that hold more than text, built the way their programs write them, for round trips:
 * what goes in (sections, images, captions, callouts, checklist items) is listed beside each,
 * so a test or the benchmark can say what came out and what was lost.
 */
export interface ExportFixture {
  name: string;
  bytes: Uint8Array;
  title: string;
  sections: string[];
  /** Sentences that must survive, one per section at least. */
  sentences: string[];
  images: number;
  captions: string[];
  callouts: { tone: "note" | "tip" | "warning"; text: string }[];
  checklist: { text: string; checked: boolean }[];
  tags: string[];
}

const TITLE = "Launch an AI Pilot in Two Weeks";
const SENTENCES = [
  "Pick one workflow that costs the team a day every week and write down how long it takes today.",
  "Draft the prompt with three real examples from the client and test it on last month's cases.",
  "Run the pilot beside the old process for five working days and log every correction.",
  "Show the hours saved and the corrections side by side, then agree the monthly fee.",
];
const filler = "Keep the notes short, dated and shared, so the next pilot starts from what this one learned.";

/** A Word document: title in its properties and in the Title style, a Heading 1 repeating it, "Part N:" headings, a captioned picture. */
export async function wordFixture(): Promise<ExportFixture> {
  const sections = [
    "Part 1: Choose the workflow",
    "Part 2: Write the prompt",
    "Step 3: Run the pilot",
    "Part 4: Price the result",
  ];
  const caption = "Figure 1: Hours per week before and after the pilot";
  const document = new Document({
    title: TITLE,
    styles: { paragraphStyles: [{ id: "Caption", name: "Caption", basedOn: "Normal", run: { italics: true } }] },
    sections: [
      {
        children: [
          new Paragraph({ text: TITLE, heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
          new Paragraph({ text: TITLE, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun("A two-week plan for consultants who sell their first AI pilot.")] }),
          ...sections.flatMap((heading, index) => [
            new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }),
            new Paragraph({ children: [new TextRun(`${SENTENCES[index]} ${filler}`)] }),
            ...(index === 2
              ? [
                  new Paragraph({
                    children: [
                      new ImageRun({ type: "png", data: FIGURE_PNG, transformation: { width: 320, height: 180 } }),
                    ],
                  }),
                  new Paragraph({ style: "Caption", children: [new TextRun(caption)] }),
                ]
              : []),
          ]),
        ],
      },
    ],
  });
  return {
    name: "pilot.docx",
    bytes: await Packer.toBuffer(document),
    title: TITLE,
    sections: ["Choose the workflow", "Write the prompt", "Run the pilot", "Price the result"],
    sentences: SENTENCES,
    images: 1,
    captions: [caption],
    callouts: [],
    checklist: [],
    tags: [],
  };
}

const NOTION_SECTIONS = [
  "Day 1: choose the workflow",
  "Day 2–3: write the prompt",
  "Days 4–8: run the pilot",
  "Day 9–10: price it",
];

/** Notion's HTML export, zipped with its asset folder: properties, callouts, to-dos, a captioned "Untitled" image. */
export function notionHtmlFixture(): ExportFixture {
  const folder = `${TITLE} 7c1e9a2b4d6f8a0c1e3b5d7f9a1c3e5b`;
  const callout = (icon: string, text: string) =>
    `<figure class="block-color-gray_background callout" style="white-space:pre-wrap;display:flex" id="c-${icon.length}"><div style="font-size:1.5em"><span class="icon">${icon}</span></div><div style="width:100%">${text}</div></figure>`;
  const todo = (text: string, checked: boolean) =>
    `<ul id="t-${text.length}" class="to-do-list"><li><div class="checkbox checkbox-${checked ? "on" : "off"}"></div> <span class="to-do-children-${checked ? "checked" : "unchecked"}">${text}</span><div class="indented"></div></li></ul>`;
  const body = NOTION_SECTIONS.map(
    (heading, index) =>
      `<h2 id="h${index}" class="">${heading}</h2><p id="p${index}" class="">${SENTENCES[index]} ${filler}</p>` +
      (index === 0 ? callout("💡", "Ask for last month's numbers before the kick-off call.") : "") +
      (index === 1 ? todo("Collect three real examples", true) + todo("Test on last month's cases", false) : "") +
      (index === 2
        ? `<aside><span class="icon">⚠️</span><p>Never let the pilot send anything to a client unreviewed.</p></aside>` +
          `<figure id="f1" class="image"><a href="${encodeURI(folder)}/Untitled.png"><img style="width:680px" alt="Untitled" src="${encodeURI(folder)}/Untitled.png"/></a><figcaption>The pilot board on day four</figcaption></figure>`
        : ""),
  ).join("");
  const page =
    `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"/><title>${TITLE}</title></head><body>` +
    `<article id="7c1e9a2b" class="page sans"><header><div class="page-header-icon"><span class="icon">🚀</span></div><h1 class="page-title">${TITLE}</h1>` +
    `<table class="properties"><tbody><tr class="property-row property-row-created_time"><th><span class="icon property-icon"></span>Created</th><td><time>@March 3, 2026 10:00 AM</time></td></tr>` +
    `<tr class="property-row property-row-multi_select"><th><span class="icon property-icon"></span>Tags</th><td><span class="selected-value select-value-color-blue">AI Business</span><span class="selected-value select-value-color-green">Consulting</span></td></tr></tbody></table></header>` +
    `<div class="page-body">${body}</div></article></body></html>`;
  const inner = zipSync({ [`${folder}.html`]: Buffer.from(page), [`${folder}/Untitled.png`]: DIAGRAM_PNG });
  return {
    name: "Export-7c1e9a2b.zip",
    bytes: zipSync({ "Export-7c1e9a2b-Part-1.zip": inner }),
    title: TITLE,
    sections: NOTION_SECTIONS,
    sentences: SENTENCES,
    images: 1,
    captions: ["The pilot board on day four"],
    callouts: [
      { tone: "tip", text: "Ask for last month's numbers before the kick-off call." },
      { tone: "warning", text: "Never let the pilot send anything to a client unreviewed." },
    ],
    checklist: [
      { text: "Collect three real examples", checked: true },
      { text: "Test on last month's cases", checked: false },
    ],
    tags: ["AI Business", "Consulting"],
  };
}

/** Notion's Markdown export, zipped: property lines under the title, an <aside> callout, "- [x]" to-dos. */
export function notionMarkdownFixture(): ExportFixture {
  const folder = `${TITLE} 2b4d6f8a0c1e3b5d7f9a1c3e5b7c1e9a`;
  const sections = NOTION_SECTIONS.map(
    (heading, index) =>
      `## ${heading}\n\n${SENTENCES[index]} ${filler}\n\n` +
      (index === 0 ? `<aside>\n💡 Ask for last month's numbers before the kick-off call.\n\n</aside>\n\n` : "") +
      (index === 1 ? `- [x] Collect three real examples\n- [ ] Test on last month's cases\n\n` : "") +
      (index === 2 ? `![Untitled](${encodeURI(folder)}/Untitled.png)\n\n` : ""),
  ).join("");
  const markdown = `# ${TITLE}\n\nCreated: March 3, 2026 10:00 AM\nTags: AI Business, Consulting\n\n${sections}`;
  const inner = zipSync({ [`${folder}.md`]: Buffer.from(markdown), [`${folder}/Untitled.png`]: DIAGRAM_PNG });
  return {
    name: "Export-2b4d6f8a.zip",
    bytes: zipSync({ "Export-2b4d6f8a-Part-1.zip": inner }),
    title: TITLE,
    sections: NOTION_SECTIONS,
    sentences: SENTENCES,
    images: 1,
    captions: [],
    callouts: [{ tone: "tip", text: "Ask for last month's numbers before the kick-off call." }],
    checklist: [
      { text: "Collect three real examples", checked: true },
      { text: "Test on last month's cases", checked: false },
    ],
    tags: ["AI Business", "Consulting"],
  };
}

/** Markdown as a converter writes an article (no front matter): a dateline heading first, then the title, GitHub alerts and task lists. */
export function converterMarkdownFixture(): ExportFixture {
  const headings = ["Choose the workflow", "Write the prompt", "Run the pilot", "Price the result"];
  const markdown =
    `#### March 2026\n\n# ${TITLE}\n\n` +
    headings
      .map(
        (heading, index) =>
          `## ${heading}\n\n${SENTENCES[index]} ${filler}\n\n` +
          (index === 0 ? `> [!WARNING]\n> Never let the pilot send anything to a client unreviewed.\n\n` : "") +
          (index === 1 ? `- [x] Collect three real examples\n- [ ] Test on last month's cases\n\n` : ""),
      )
      .join("");
  return {
    name: "pilot.md",
    bytes: Buffer.from(markdown),
    title: TITLE,
    sections: headings,
    sentences: SENTENCES,
    images: 0,
    captions: [],
    callouts: [{ tone: "warning", text: "Never let the pilot send anything to a client unreviewed." }],
    checklist: [
      { text: "Collect three real examples", checked: true },
      { text: "Test on last month's cases", checked: false },
    ],
    tags: [],
  };
}

/**
 * Google Docs' zipped web page, written as Google Docs writes it (google-docs-writer.ts): a title
 * paragraph, headings, a checklist whose ticked item is struck through, a tip in a one-cell
 * table, a warning in two bordered paragraphs, a shaded note, a picture with its centred, italic
 * caption line.
 */
export function googleDocsFixture(): ExportFixture {
  const headings = ["Choose the workflow", "Write the prompt", "Run the pilot", "Price the result"];
  const tip = "Ask for last month's numbers before the kick-off call.";
  const warning = [
    "Never let the pilot send anything to a client unreviewed.",
    "Every draft goes through the client's reviewer first.",
  ];
  const note = "Send the invoice the day the pilot ends, with the log attached.";
  const checklist = [
    { text: "Collect three real examples", checked: true },
    { text: "Test on last month's cases", checked: false },
  ];
  const caption = "Figure 2: The pilot board on day four";
  const extras: GoogleDocsBlock[][] = [
    [{ kind: "table", rows: [[`💡 ${tip}`]], cellStyle: GOOGLE_STYLES.cell }],
    [
      {
        kind: "list",
        bullet: GOOGLE_BULLETS.checkbox,
        items: checklist.map((item) => ({
          text: item.text,
          textStyle: item.checked ? GOOGLE_STYLES.struck : undefined,
        })),
      },
    ],
    [
      { kind: "image", src: "images/image1.png", alt: "Pilot board", style: GOOGLE_STYLES.centred },
      { kind: "paragraph", text: caption, style: GOOGLE_STYLES.centred, textStyle: GOOGLE_STYLES.italic },
      ...warning.map((text, index): GoogleDocsBlock => ({
        kind: "paragraph",
        text: index === 0 ? `⚠️ ${text}` : text,
        style: GOOGLE_STYLES.boxed,
      })),
    ],
    [{ kind: "paragraph", text: note, style: GOOGLE_STYLES.shaded }],
  ];
  const html = writeGoogleDocsHtml(TITLE, [
    { kind: "title", text: TITLE },
    ...headings.flatMap((heading, index): GoogleDocsBlock[] => [
      { kind: "heading", level: 1, text: heading },
      { kind: "paragraph", text: `${SENTENCES[index]} ${filler}` },
      ...extras[index]!,
    ]),
  ]);
  return {
    name: "pilot-google-docs.zip",
    bytes: zipSync({ "LaunchAnAIPilot.html": Buffer.from(html), "images/image1.png": FIGURE_PNG }),
    title: TITLE,
    sections: headings,
    sentences: SENTENCES,
    images: 1,
    captions: [caption],
    callouts: [
      { tone: "tip", text: tip },
      { tone: "warning", text: `${warning[0]} ${warning[1]}` },
      { tone: "note", text: note },
    ],
    checklist,
    tags: [],
  };
}

export async function exportFixtures(): Promise<ExportFixture[]> {
  return [
    await wordFixture(),
    notionHtmlFixture(),
    notionMarkdownFixture(),
    converterMarkdownFixture(),
    googleDocsFixture(),
  ];
}
