import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestSpecification, Vitest } from "vitest/node";
import { temporaryFolder } from "./temporary-folder";
import SlowestFirstSequencer from "./slowest-first-sequencer";

const root = temporaryFolder("sequencer");
const groupOrders: Record<string, number> = { unit: 0, integration: 1, "integration-pg": 1 };

/** A file of `bytes` in the fake project root, as Vitest would specify it for `project`. */
function spec(project: string, file: string, bytes = 10): TestSpecification {
  const moduleId = path.join(root, file);
  fs.writeFileSync(moduleId, "x".repeat(bytes));
  const config = { sequence: { groupOrder: groupOrders[project] } };
  return { project: { name: project, config }, moduleId } as unknown as TestSpecification;
}

/** The order the sequencer gives, as "project:file", with the results cache Vitest would have read. */
async function order(specs: TestSpecification[], cached: Record<string, { duration: number; failed?: boolean }>) {
  const cache = {
    getFileTestResults: (key: string) => (cached[key] ? { failed: false, ...cached[key] } : undefined),
  };
  const sequencer = new SlowestFirstSequencer({ config: { root }, cache } as unknown as Vitest);
  return (await sequencer.sort(specs)).map((file) => `${file.project.name}:${path.relative(root, file.moduleId)}`);
}

describe("the slowest-first sequencer", () => {
  it("mixes both engines' files, the slowest of either first, where Vitest would run one project after the other", async () => {
    const specs = [spec("integration", "a.ts"), spec("integration", "b.ts"), spec("integration-pg", "a.ts")];
    const cached = {
      "integration:a.ts": { duration: 3_000 },
      "integration:b.ts": { duration: 1_000 },
      "integration-pg:a.ts": { duration: 9_000 },
    };
    expect(await order(specs, cached)).toEqual(["integration-pg:a.ts", "integration:a.ts", "integration:b.ts"]);
  });

  it("starts the files that failed last time first", async () => {
    const specs = [spec("integration", "slow.ts"), spec("integration-pg", "red.ts")];
    const cached = {
      "integration:slow.ts": { duration: 20_000 },
      "integration-pg:red.ts": { duration: 100, failed: true },
    };
    expect(await order(specs, cached)).toEqual(["integration-pg:red.ts", "integration:slow.ts"]);
  });

  it("starts files the cache does not know (new ones) before all others, the largest first", async () => {
    const specs = [
      spec("integration", "known.ts"),
      spec("integration", "small.ts", 5),
      spec("integration", "big.ts", 50),
    ];
    const cached = { "integration:known.ts": { duration: 60_000 } };
    expect(await order(specs, cached)).toEqual(["integration:big.ts", "integration:small.ts", "integration:known.ts"]);
  });

  it("keeps unit files before integration files, however slow", async () => {
    const specs = [spec("integration", "slow.ts"), spec("unit", "quick.ts")];
    const cached = { "integration:slow.ts": { duration: 60_000 }, "unit:quick.ts": { duration: 10 } };
    expect(await order(specs, cached)).toEqual(["unit:quick.ts", "integration:slow.ts"]);
  });
});
