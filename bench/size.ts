import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signInCookie } from "../tests/support/admin-cookie";
import {
  firstVisit,
  repeatVisit,
  scriptsBeyond,
  weigh,
  weighLazyChunk,
  type PageWeight,
  type Weight,
} from "./support/page-weight";
import { startBenchServer, stopServer } from "./support/production";

// npm run bench:size: the JavaScript and CSS each public page makes a browser download on first
// load, counted as the server actually sends them (gzip, and brotli, which browsers get).
// Budgets, gzipped, inline scripts included: 15 KB of JavaScript on the pages without framework
// script, 110 KB on the catalog (server HTML plus its filter bar, a React island without React
// Router); 25 KB of CSS on every page. Then the reader's whole weight: a first visit of a part
// page (HTML, CSS and JavaScript) within 30 KB, and the next part (its HTML, the rest cached)
// within 10 KB, both compressed as browsers get them (brotli); gzip is shown beside. Last, the
// admin's editor page: its scripts as it opens, within 250 KB gzip, then the visual editor's
// chunk it fetches once hydrated (TipTap), which no other page loads, and the settings panel's
// form, fetched when the panel opens (both shown, no budget). And Ask
// the library (issue 31): a reading page's script before Ask is opened within 5 KB gzip, and the
// ask code (the /ask page's own script, which no reading page loads) within 10 KB gzip.
const CSS_BUDGET_KB = 25;
const JS_BUDGETS_KB: Record<string, number> = {
  "/": 15,
  "/catalog": 110,
  "/catalog/ai-fundamentals": 15,
  "/catalog/ai-fundamentals/what-generative-ai-really-is": 15,
  "/series/baton-basics": 15,
  "/categories/ai-knowledge": 15,
};
const PART_PAGE = "/catalog/ai-fundamentals/what-generative-ai-really-is";
const NEXT_PART_PAGE = "/catalog/ai-fundamentals/tokens-context-and-why-your-chat-forgets";
const FIRST_VISIT_BUDGET_KB = 30;
const REPEAT_VISIT_BUDGET_KB = 10;
const EDITOR_PAGE = "/admin/playbooks/ai-fundamentals/edit";
const EDITOR_CHUNK = /RichPartEditor/;
const SETTINGS_PANEL_CHUNK = /PostSettingsForm/;
const READING_SCRIPT_BUDGET_KB = 5;
const ASK_CODE_BUDGET_KB = 10;
const ASK_PAGE = "/ask?q=How+does+price+anchoring+work%3F";
const EDITOR_PAGE_BUDGET_KB = 250;
const ADMIN = { email: "bench-owner@example.com", password: "bench size password 1" };

const kb = (value: number, width: number) => value.toFixed(1).padStart(width);

function scriptTable(weights: readonly PageWeight[]): boolean {
  console.log(`${"route".padEnd(56)} files  JS gzip  inline  total gzip  budget  JS br  CSS gzip  CSS br`);
  let ok = true;
  for (const w of weights) {
    const js = w.js.gzip + w.inlineJsKb;
    const budget = JS_BUDGETS_KB[w.route]!;
    const within = js <= budget && w.css.gzip <= CSS_BUDGET_KB;
    ok &&= within;
    console.log(
      `${w.route.padEnd(56)}${String(w.files).padStart(6)}${kb(w.js.gzip, 9)}${kb(w.inlineJsKb, 8)}` +
        `${kb(js, 12)}${String(budget).padStart(8)}${kb(w.js.br, 7)}${kb(w.css.gzip, 10)}${kb(w.css.br, 8)}` +
        (within ? "" : "  OVER BUDGET"),
    );
  }
  return ok;
}

function visitLine(label: string, weight: Weight, budget: number): boolean {
  const within = weight.br <= budget;
  console.log(
    `${label.padEnd(56)}${kb(weight.br, 8)} KB br ${kb(weight.gzip, 6)} KB gzip   budget ${budget} KB` +
      (within ? "" : "  OVER BUDGET"),
  );
  return within;
}

async function askLines(part: PageWeight): Promise<boolean> {
  const reading = part.js.gzip + part.inlineJsKb;
  const askCode = (await scriptsBeyond(server.baseUrl, await weigh(server.baseUrl, ASK_PAGE), part)).gzip;
  const readingOk = reading <= READING_SCRIPT_BUDGET_KB;
  const askOk = askCode <= ASK_CODE_BUDGET_KB;
  console.log(
    `\nAsk the library:\n` +
      `  reading page before Ask is opened: JS ${kb(reading, 5)} KB gzip   budget ${READING_SCRIPT_BUDGET_KB} KB${readingOk ? "" : "  OVER BUDGET"}\n` +
      `  ask code (/ask's own script):      JS ${kb(askCode, 5)} KB gzip   budget ${ASK_CODE_BUDGET_KB} KB${askOk ? "" : "  OVER BUDGET"}`,
  );
  return readingOk && askOk;
}

async function editorLines(): Promise<boolean> {
  const editor = await weigh(server.baseUrl, EDITOR_PAGE, await signInCookie(server.baseUrl, ADMIN.password));
  const chunk = await weighLazyChunk(server.baseUrl, editor, EDITOR_CHUNK);
  const settings = await weighLazyChunk(server.baseUrl, editor, SETTINGS_PANEL_CHUNK);
  const opening = editor.js.gzip + editor.inlineJsKb;
  const within = opening <= EDITOR_PAGE_BUDGET_KB;
  console.log(
    `\nAdmin editor page ${EDITOR_PAGE} (signed in):\n` +
      `  as it opens:        ${editor.files} files, JS ${kb(opening, 6)} KB gzip (${kb(editor.js.br, 6)} br), CSS ${kb(editor.css.gzip, 5)} KB gzip   budget ${EDITOR_PAGE_BUDGET_KB} KB gzip${within ? "" : "  OVER BUDGET"}\n` +
      `  + visual editor:    ${chunk.files} files, JS ${kb(chunk.js.gzip, 6)} KB gzip (${kb(chunk.js.br, 6)} br), CSS ${kb(chunk.css.gzip, 5)} KB gzip, fetched once the page has hydrated\n` +
      `  + settings panel:   ${settings.files} files, JS ${kb(settings.js.gzip, 6)} KB gzip (${kb(settings.js.br, 6)} br), fetched when the panel opens\n` +
      `  editor page total:  JS ${kb(opening + chunk.js.gzip, 6)} KB gzip before the panel is opened`,
  );
  return within;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-size-"));
const server = await startBenchServer(dataDir, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
try {
  const weights: PageWeight[] = [];
  for (const route of Object.keys(JS_BUDGETS_KB)) weights.push(await weigh(server.baseUrl, route));
  const scriptsOk = scriptTable(weights);
  console.log(
    scriptsOk
      ? `OK: every page within its JavaScript budget, and CSS within ${CSS_BUDGET_KB} KB`
      : "OVER BUDGET on at least one page",
  );

  const part = weights.find((weight) => weight.route === PART_PAGE)!;
  const nextPart = await weigh(server.baseUrl, NEXT_PART_PAGE);
  const first = firstVisit(part);
  console.log(
    `\nReading a playbook (HTML ${kb(part.html.br, 0)} KB br, CSS ${kb(part.css.br, 0)}, JS ${kb(part.js.br, 0)}):`,
  );
  const firstOk = visitLine(`first visit ${PART_PAGE}`, first, FIRST_VISIT_BUDGET_KB);
  const repeatOk = visitLine(
    `next page ${NEXT_PART_PAGE}`,
    await repeatVisit(server.baseUrl, nextPart, part),
    REPEAT_VISIT_BUDGET_KB,
  );
  const askOk = await askLines(part);
  const editorOk = await editorLines();
  process.exitCode = scriptsOk && firstOk && repeatOk && askOk && editorOk ? 0 : 1;
} finally {
  await stopServer(server.process);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
