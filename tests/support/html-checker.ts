import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/** The checker's jar from the vnu-jar package, run on the machine's Java (CI installs Debian's). */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

export interface HtmlPage {
  /** What the page is ("/catalog", "tool result: sprint-planner"), for the report. */
  name: string;
  html: string;
}

export interface HtmlError {
  page: string;
  line?: number;
  message: string;
  extract?: string;
}

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Runs W3C's Nu Html Checker (the vnu-jar package, on the machine's Java) once over every page
 * and answers its errors, each with the page it is on. Warnings are left out: they are advice.
 */
export function checkHtml(pages: readonly HtmlPage[]): HtmlError[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    const files = pages.map((page, index) => {
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, page.html);
      return file;
    });
    const run = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw new Error(`the Nu Html Checker could not start (is Java installed?): ${run.error.message}`);
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const pageOf = new Map(files.map((file, index) => [file, pages[index]!.name]));
    return messages
      .filter((message) => message.type === "error")
      .map((message) => ({
        page: pageOf.get(fileURLToPath(message.url)) ?? message.url,
        line: message.lastLine,
        message: message.message,
        extract: message.extract?.slice(0, 160),
      }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
