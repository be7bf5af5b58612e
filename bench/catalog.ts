import fs from "node:fs";
import { DEFAULT_FILTERS, type CatalogFilters } from "~/modules/catalog/filters";
import { queryCatalog } from "~/modules/catalog/search/catalog-search.server";
import { preparedLibrary, scratchDatabase } from "./support/generated-library";
import { percentile, startBenchServer, stopServer } from "./support/production";

// npm run bench:catalog: 10,000 generated playbooks in a scratch database (SQLite; PostgreSQL
// when DATABASE_URL is set), then catalog search timed in the server's query function and the
// /catalog page timed end to end on the production server.
// Targets: search p95 under 20 ms for each shape of query (words, filters, phrases, exclusions,
// typos, one letter) and for the search dialog's deep links; the catalog page rendered in under
// 50 ms at p50.
const PLAYBOOKS = Number(process.env.BENCH_PLAYBOOKS ?? 10_000);
/**
 * BENCH_DATABASE=<name> (PostgreSQL): the playbooks are stored in that database and kept, and a
 * later run finding them there measures again without the ten-minute fill (migrations still run,
 * so a new index is measured too). Drop it by hand when done.
 */
const KEPT_DATABASE = process.env.BENCH_DATABASE;
const SEARCH_P95_TARGET_MS = 20;
const PAGE_P50_TARGET_MS = 50;
const ROUNDS = 10;
const PAGE_REQUESTS = 100;

/** Each shape of query the search language has (query.ts), timed and judged on its own. */
const SEARCH_SHAPES: Record<string, Partial<CatalogFilters>[]> = {
  words: [
    { search: "marketing" },
    { search: "prompt" },
    { search: "auto" },
    { search: "email sequence" },
    { search: "customer research interviews" },
    { search: "pricing workshop" },
    { search: "the" },
    { search: "zzqx" },
    { search: '"quotes" OR (operators) 🚀' },
    { search: "x".repeat(300) },
  ],
  "with filters": [
    { search: "newsletter", aiCategory: "ai-authority" },
    { search: "community", batonCategory: "tribe", sort: "title", order: "asc" },
    { search: "sales", tools: ["Zapier", "Make"] },
    { search: "strategy", readingTime: "5-15" },
  ],
  phrase: [
    { search: '"customer research"' },
    { search: '"the model"' },
    { search: 'pricing "your offer"' },
    { search: '"write a prompt"', aiCategory: "ai-building" },
  ],
  exclusion: [
    { search: "marketing -email" },
    { search: "prompt -the" },
    { search: 'customer -"customer research"' },
    { search: "workflow -automation -zapier" },
  ],
  typo: [
    { search: "marketnig" },
    { search: "promt enginering" },
    { search: "custmer reserch" },
    { search: "newsleter growht" },
    { search: "automaton", sort: "title" },
  ],
  "one letter": [
    { search: "p" },
    { search: "a" },
    { search: "marketing s" },
    { search: "c", aiCategory: "ai-business" },
  ],
};
/** The search dialog's questions: a short page of results, each with its three best passages. */
const DEEP_LINKS: Partial<CatalogFilters>[] = [
  { search: "marketing" },
  { search: "email sequence" },
  { search: '"customer research"' },
  { search: "pricing -workshop" },
  { search: "promt" },
  { search: "newsletter gro" },
];
const DIALOG = { pageSize: 8, passagesPerResult: 3 };
const LISTINGS: Partial<CatalogFilters>[] = [
  {},
  { aiCategory: "ai-building" },
  { businessAreas: ["Sales", "Finance"], sort: "wordCount" },
  { readingTime: "30+", sort: "category", order: "asc" },
  { page: 200 },
];

/** Milliseconds per call for each of the calls, each warmed up once. */
async function time(calls: (() => Promise<unknown>)[], rounds: number): Promise<number[][]> {
  for (const call of calls) await call();
  const samples = calls.map(() => [] as number[]);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, call] of calls.entries()) {
      const started = performance.now();
      await call();
      samples[index]!.push(performance.now() - started);
    }
  }
  return samples.map((list) => list.sort((a, b) => a - b));
}

const pooled = (samples: number[][]) => samples.flat().sort((a, b) => a - b);

const describe = (samples: number[]) =>
  `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms, ` +
  `max ${samples.at(-1)!.toFixed(1)} ms (${samples.length} runs)`;

/** The searches with the highest p95, to see what to look at first. */
function slowest(filters: Partial<CatalogFilters>[], samples: number[][], count = 3): string {
  return samples
    .map((list, index) => ({ p95: percentile(list, 95), filters: filters[index]! }))
    .sort((a, b) => b.p95 - a.p95)
    .slice(0, count)
    .map(({ p95, filters }) => `    ${p95.toFixed(1).padStart(5)} ms p95  ${JSON.stringify(filters).slice(0, 100)}`)
    .join("\n");
}

const verdict = (p95: number) => (p95 < SEARCH_P95_TARGET_MS ? "" : "  SLOW");

const scratch = await scratchDatabase("bench-catalog", KEPT_DATABASE);
let failed = false;
let shapesOk = true;
try {
  await preparedLibrary(scratch, PLAYBOOKS, KEPT_DATABASE);
  // The content does not change while it is measured: the vocabulary is read once, as on a server.
  const options = { contentVersion: { current: () => 1 } };
  const catalog =
    (filters: Partial<CatalogFilters>, more = {}) =>
    () =>
      queryCatalog(scratch.db, { ...DEFAULT_FILTERS, ...filters }, { ...options, ...more });

  const allSamples: number[][] = [];
  for (const [shape, searches] of Object.entries(SEARCH_SHAPES)) {
    const samples = await time(
      searches.map((filters) => catalog(filters)),
      ROUNDS,
    );
    allSamples.push(...samples);
    const p95 = percentile(pooled(samples), 95);
    shapesOk &&= p95 < SEARCH_P95_TARGET_MS;
    console.log(`Search, ${shape.padEnd(27)}${describe(pooled(samples))}${verdict(p95)}`);
    console.log(`  slowest:\n${slowest(searches, samples, 2)}`);
  }
  const deepLinkSamples = await time(
    DEEP_LINKS.map((filters) => catalog(filters, DIALOG)),
    ROUNDS,
  );
  const deepLinkP95 = percentile(pooled(deepLinkSamples), 95);
  shapesOk &&= deepLinkP95 < SEARCH_P95_TARGET_MS;
  console.log(`Deep links (8 results × 3 passages): ${describe(pooled(deepLinkSamples))}${verdict(deepLinkP95)}`);
  console.log(`  slowest:\n${slowest(DEEP_LINKS, deepLinkSamples, 2)}`);
  const search = pooled(allSamples);
  console.log(`Catalog search (queryCatalog):   ${describe(search)}`);
  const listing = pooled(await time(LISTINGS.map(catalog), ROUNDS));
  console.log(`Catalog filters without search:  ${describe(listing)}`);

  // The page cache is off: every request renders (bench:http measures the cache).
  const server = await startBenchServer(scratch.dataDir, { ...scratch.serverEnv, PAGE_CACHE_MAX_MB: "0" });
  try {
    const page = (query: string) => async () => {
      const response = await fetch(`${server.baseUrl}/catalog${query}`);
      if (!response.ok) throw new Error(`/catalog${query}: HTTP ${response.status}`);
      await response.text();
    };
    const pages = pooled(await time([page("")], PAGE_REQUESTS));
    console.log(`GET /catalog (rendered page):    ${describe(pages)}`);
    const searched = pooled(await time([page("?search=marketing"), page("?ai-category=ai-business&sort=title")], 50));
    console.log(`GET /catalog with filters:       ${describe(searched)}`);

    const searchOk = shapesOk && percentile(search, 95) < SEARCH_P95_TARGET_MS;
    const pageOk = percentile(pages, 50) < PAGE_P50_TARGET_MS;
    console.log(`${searchOk ? "OK" : "SLOW"}: search p95 target ${SEARCH_P95_TARGET_MS} ms, for each shape of query`);
    console.log(`${pageOk ? "OK" : "SLOW"}: catalog page p50 target ${PAGE_P50_TARGET_MS} ms`);
    failed = !searchOk || !pageOk;
  } finally {
    await stopServer(server.process);
  }
} finally {
  await scratch.drop();
  fs.rmSync(scratch.dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
