import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's own order (files that failed last time first, then the slowest, from the results cache
 * in node_modules/.vite/vitest/), except that it does not run one project after the other: the
 * SQLite and PostgreSQL integration projects share the workers, so PostgreSQL's waiting overlaps
 * SQLite's CPU work and the slowest file of either starts first. Files the cache does not know
 * yet (new ones) start before all others, the largest first; `sequence.groupOrder` still runs
 * unit files before integration files.
 */
export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const known = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${path.relative(root, spec.moduleId)}`);
    const size = (spec: TestSpecification) => fs.statSync(spec.moduleId, { throwIfNoEntry: false })?.size ?? 0;
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      const [resultA, resultB] = [known(a), known(b)];
      if (!resultA || !resultB) return resultA ? 1 : resultB ? -1 : size(b) - size(a);
      if (resultA.failed !== resultB.failed) return resultA.failed ? -1 : 1;
      return resultB.duration - resultA.duration;
    });
  }
}
