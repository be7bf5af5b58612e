import os from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { INLINE_SCRIPTS, PAGE_SCRIPTS } from "./app/modules/page-scripts/entries";
import SlowestFirstSequencer from "./tests/support/slowest-first-sequencer";
import { pageScripts } from "./vite-plugins/page-scripts";

const INTEGRATION_FILES = [
  "app/**/*.integration.test.ts",
  "server/**/*.integration.test.ts",
  "tests/integration/**/*.test.ts",
];

/**
 * Integration files whose outcome does not depend on the database engine: they run in the SQLite
 * project only, not again on PostgreSQL (docs/decisions/0003-test-strategy.md). Every other
 * integration file, including each new one, runs on both engines.
 */
const ENGINE_INDEPENDENT_FILES = [
  // The CLI runs as a child process on a SQLite data folder of its own.
  "tests/integration/import-cli.test.ts",
  // Media storage against a fake S3 server; no database.
  "app/modules/storage/s3-storage.integration.test.ts",
  // Which query parameters the loaders read: the route code, not the queries.
  "tests/integration/page-query-drift.test.ts",
];

/** Compiles the development build once per run for the files that load it (tests/support/dev-server-build.ts). */
const DEV_BUILD_SETUP = "tests/support/dev-build-global-setup.ts";
/** Without isolation, undoes each file's spies, stubs and fake timers before the next file. */
const FILE_RESET = "tests/support/file-reset.ts";

/**
 * TEST_POSTGRES_URL adds the `integration-pg` project: the engine-dependent integration files
 * again, on that PostgreSQL server, in the same invocation as the SQLite ones (.ci/run). Locally,
 * `npm run test:pg` (DATABASE_URL) runs the whole integration project on PostgreSQL instead.
 */
const postgresUrl = process.env.TEST_POSTGRES_URL;

/**
 * Integration workers: one more than the CPUs, since PostgreSQL files spend much of their time
 * waiting for the server.
 */
const integrationWorkers = os.availableParallelism() + 1;

const integration = (name: string, { exclude = [] as string[], testPostgresUrl = "" } = {}) => ({
  extends: true as const,
  test: {
    name,
    include: INTEGRATION_FILES,
    exclude: [...configDefaults.exclude, ...exclude],
    // The integration global setup makes its template databases on this server, else on SQLite or DATABASE_URL.
    provide: testPostgresUrl ? { testPostgresUrl } : {},
    globalSetup: ["tests/support/integration-global-setup.ts", DEV_BUILD_SETUP],
    setupFiles: [FILE_RESET],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    maxWorkers: integrationWorkers,
    // A worker runs file after file in one process: packages load once per worker, not once per
    // file (import time was over half of the integration workers' time), and the files that need
    // the development build share its load (tests/support/dev-server-build.ts). Each file still
    // evaluates the app's modules afresh (FILE_RESET).
    isolate: false,
    sequence: { groupOrder: 1 },
  },
});

export default defineConfig({
  // Tests render the real entry and test the inline scripts as the bundler builds them.
  plugins: [tsconfigPaths(), pageScripts(PAGE_SCRIPTS, INLINE_SCRIPTS)],
  test: {
    // Slowest files first across projects, so the two engines' integration files share the workers.
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            // The test helpers' own rules (CI's file order, which servers start on the seeded copy).
            "tests/support/**/*.test.ts",
          ],
          exclude: ["**/*.integration.test.ts"],
          globalSetup: [DEV_BUILD_SETUP],
          setupFiles: [FILE_RESET],
          environment: "node",
          // Vitest's default leaves a CPU idle (CPUs − 1); unit files are all CPU work.
          maxWorkers: os.availableParallelism(),
          // As for integration files: one process per worker, packages loaded once (a third of
          // the unit workers' CPU went to a new process per file).
          isolate: false,
          // Unit files run before the integration files, so a red unit test shows first.
          sequence: { groupOrder: 0 },
        },
      },
      integration("integration"),
      ...(postgresUrl
        ? [integration("integration-pg", { exclude: ENGINE_INDEPENDENT_FILES, testPostgresUrl: postgresUrl })]
        : []),
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.test.ts"],
          globalSetup: ["tests/support/e2e-global-setup.ts"],
          setupFiles: [FILE_RESET],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // As many files at a time as CPUs. One more (tried, ADR 0030) overloaded the machine:
          // each file's server, Chromium and worker compete, and the suite took 689 s instead of
          // 605 s (servers to /healthz: median 5.3 s instead of 2.5). E2E_WORKERS sets another number.
          maxWorkers: Number(process.env.E2E_WORKERS) || os.availableParallelism(),
          // As for unit and integration files: playwright-core and axe load once per worker, not
          // once per file (import time 60 s of worker time, now 8 s); each file still gets its
          // own server, browser contexts and freshly evaluated helpers (FILE_RESET).
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
