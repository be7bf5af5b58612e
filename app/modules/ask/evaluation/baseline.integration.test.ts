import { describe, expect, it } from "vitest";
import { databaseKind } from "~/db/dialect";
import { withTestDatabase } from "../../../../tests/support/test-database";
import { offlineAsker } from "./askers.server";
import { dropsFrom, readBaseline } from "./baseline";
import { runEvaluation } from "./run-evaluation.server";

// The evaluation set, offline, over the demo library on this run's engine: a drop of more than
// 2 points from the committed baseline (npm run eval:ask -- --write-baseline) fails.
const t = withTestDatabase({ seeded: true });

describe("Ask the library against its committed baseline", () => {
  it("holds recall, MRR, nDCG, citations and refusals within 2 points", async () => {
    const engine = databaseKind(t.db);
    const baseline = readBaseline()[engine];
    expect(baseline, `no ${engine} baseline: run npm run eval:ask -- --write-baseline`).toBeDefined();
    const evaluation = await runEvaluation(t.db, offlineAsker(t.db));
    expect(dropsFrom(baseline!, evaluation.all)).toEqual([]);
    // Whatever the baseline says, every cited link opens an existing section.
    expect(evaluation.all.citedLinksOpen).toBe(1);
  }, 180_000);
});
