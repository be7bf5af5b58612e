import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * The long-running proofs (`npm run test:fuzz`, `test:attack`, `test:cluster`, `test:faults`): each against
 * the production build, which the e2e global setup makes (BUILD_DIR selects the folder).
 * Kept apart from vitest.config.ts so `npm test` and CI do not run them.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    projects: ["fuzz", "attack", "cluster", "faults"].map((name) => ({
      extends: true,
      test: {
        name,
        include: [`tests/${name}/**/*.test.ts`],
        globalSetup: ["tests/support/e2e-global-setup.ts"],
        testTimeout: 600_000,
        hookTimeout: 180_000,
        fileParallelism: false,
      },
    })),
  },
});
