import fs from "node:fs";
import path from "node:path";
import { NO_IMAGES, assemblePlaybook } from "~/modules/importer/assemble.server";
import { parsePlaybookHtml } from "~/modules/importer/parse";
import { chromeIn, sameTitle } from "./bench/corpus-measures";
const folder = path.resolve(process.argv[2] ?? "../shared/corpus/web-pages");
let ok = 0, n = 0, chrome = 0; const t0 = performance.now();
for (const name of fs.readdirSync(folder).filter((n) => n.endsWith(".html")).sort()) {
  n++;
  const exp = JSON.parse(fs.readFileSync(path.join(folder, name.replace(/\.html$/, ".expected.json")), "utf8"));
  try {
    const t = performance.now();
    const parsed = parsePlaybookHtml(fs.readFileSync(path.join(folder, name), "utf8"), name);
    const p = assemblePlaybook(parsed, NO_IMAGES, { fileName: name, importedAt: "" });
    const good = sameTitle(p.title, exp.title); if (good) ok++;
    const found = [...p.parts.flatMap((x) => chromeIn(x.title, true)), ...chromeIn(p.description, false)];
    chrome += found.length;
    console.log(`== ${name} ${(performance.now() - t).toFixed(0)}ms ${good ? "OK" : "BAD"} ${found.join(",")}\n  title: ${p.title}${good ? "" : `   (exp: ${exp.title})`}\n  desc: ${p.description.slice(0, 150)}\n  ai: ${p.aiCategories} baton: ${p.batonCategories} areas: ${p.businessAreas} tools: ${p.tools} split: ${parsed.splitMethod}`);
    for (const part of p.parts) console.log(`  - ${part.title.slice(0, 80)} :: ${part.html!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").slice(0, 110)}`);
  } catch (e) { console.log(`== ${name} ERROR ${(e as Error).stack}`); }
}
console.log(`titles ${ok}/${n}, chrome ${chrome}, ${(performance.now() - t0).toFixed(0)} ms`);
