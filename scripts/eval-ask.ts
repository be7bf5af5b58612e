import { offlineAsker } from "~/modules/ask/evaluation/askers.server";
import { scratchLibrary } from "~/modules/ask/evaluation/demo-library.server";
import { formatEvaluation } from "~/modules/ask/evaluation/report";
import { runEvaluation } from "~/modules/ask/evaluation/run-evaluation.server";

// npm run eval:ask: the evaluation set (app/modules/ask/evaluation/questions.ts) put to Ask
// over the demo library in a scratch database: SQLite, and PostgreSQL too when DATABASE_URL
// is set; offline (retrieval and extraction), and generative when AI_BASE_URL names an
// OpenAI-compatible endpoint. Prints recall@5, MRR@10, nDCG@10, citation accuracy, refusals
// and latency for the whole set, the tuning split and the held-out split.
const engines = [undefined, process.env.DATABASE_URL].filter((url, index) => index === 0 || url);
for (const databaseUrl of engines) {
  const library = await scratchLibrary({ databaseUrl, label: "eval_ask" });
  try {
    const evaluation = await runEvaluation(library.db, offlineAsker(library.db));
    console.log(formatEvaluation(`Offline, ${library.engine}`, evaluation, process.argv.includes("--misses")));
  } finally {
    await library.drop();
  }
}
