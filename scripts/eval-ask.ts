import fs from "node:fs";
import pino from "pino";
import { loadConfigOrExit } from "~/config.server";
import { generativeAsker, offlineAsker } from "~/modules/ask/evaluation/askers.server";
import { BASELINE_FILE, baselineOf, readBaseline, type Baseline } from "~/modules/ask/evaluation/baseline";
import { scratchLibrary } from "~/modules/ask/evaluation/demo-library.server";
import { formatEvaluation } from "~/modules/ask/evaluation/report";
import { runEvaluation, type Evaluation } from "~/modules/ask/evaluation/run-evaluation.server";
import { embedChangedSections, embeddingSettings } from "~/modules/ask/embeddings/section-embeddings.server";
import { semanticRanking } from "~/modules/ask/embeddings/semantic.server";

// npm run eval:ask: the evaluation set (app/modules/ask/evaluation/questions.ts) put to Ask
// over the demo library in a scratch database: SQLite, and PostgreSQL too when DATABASE_URL
// is set; offline (retrieval and extraction), and generative when AI_BASE_URL names an
// OpenAI-compatible endpoint; with embeddings when ASK_EMBEDDINGS_MODEL names its embedding model
// too (nDCG@10 beside the lexical one: worth turning on only with a gain of 3 points). Prints
// recall@5, MRR@10, nDCG@10, citation accuracy, refusals and latency for the whole set, the tuning split and the held-out split. `--misses` lists the
// tuning split's misses (never the held-out ones); `--write-baseline` stores the offline
// figures as the baseline CI holds Ask to (baseline.integration.test.ts).
const writeBaseline = process.argv.includes("--write-baseline");
const baseline: Baseline = writeBaseline ? readBaseline() : {};
const config = loadConfigOrExit();
const logger = pino({ level: "warn" });
const engines = [undefined, process.env.DATABASE_URL].filter((url, index) => index === 0 || url);
for (const databaseUrl of engines) {
  const library = await scratchLibrary({ databaseUrl, label: "eval_ask" });
  try {
    const evaluation = await runEvaluation(library.db, offlineAsker(library.db));
    console.log(formatEvaluation(`Offline, ${library.engine}`, evaluation, process.argv.includes("--misses")));
    baseline[library.engine] = baselineOf(evaluation.all);
    const embeddings = embeddingSettings(config);
    if (embeddings) {
      const run = await embedChangedSections(library.db, embeddings);
      const semantic = (question: string) => semanticRanking(library.db, embeddings, question);
      const hybrid = await runEvaluation(library.db, offlineAsker(library.db, semantic));
      console.log(formatEvaluation(`Offline with embeddings (${embeddings.model}), ${library.engine}`, hybrid));
      console.log(embeddingVerdict(evaluation, hybrid, run.embedded));
    }
    if (config.AI_BASE_URL) {
      const generative = await runEvaluation(library.db, generativeAsker(library.db, config, logger));
      console.log(formatEvaluation(`Generative (${config.AI_MODEL}), ${library.engine}`, generative));
    }
  } finally {
    await library.drop();
  }
}
if (writeBaseline) {
  fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
  console.log(`\nBaseline written to ${BASELINE_FILE}`);
}

/** Whether embeddings earn their place: 3 points of nDCG@10 over the lexical ranking, on the whole set and the held-out split. */
function embeddingVerdict(lexical: Evaluation, hybrid: Evaluation, embedded: number): string {
  const points = (split: "all" | "heldOut") => (hybrid[split].ndcgAt10 - lexical[split].ndcgAt10) * 100;
  const gain = Math.min(points("all"), points("heldOut"));
  return [
    `-- embeddings (${embedded} sections embedded): nDCG@10 lexical ${lexical.all.ndcgAt10.toFixed(3)}, with embeddings ${hybrid.all.ndcgAt10.toFixed(3)}`,
    `   (${points("all") >= 0 ? "+" : ""}${points("all").toFixed(1)} points whole, ${points("heldOut") >= 0 ? "+" : ""}${points("heldOut").toFixed(1)} held-out): ${gain >= 3 ? "beats lexical by 3 points: worth turning on" : "below the 3-point bar: keep them off"}`,
  ].join("\n");
}
