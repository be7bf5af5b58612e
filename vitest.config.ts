import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { INLINE_SCRIPTS, PAGE_SCRIPTS } from "./app/modules/page-scripts/entries";
import { pageScripts } from "./vite-plugins/page-scripts";

export default defineConfig({
  // Tests render the real entry and test the inline scripts as the bundler builds them.
  plugins: [tsconfigPaths(), pageScripts(PAGE_SCRIPTS, INLINE_SCRIPTS)],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: [
            "app/**/*.integration.test.ts",
            "server/**/*.integration.test.ts",
            "tests/integration/**/*.test.ts",
          ],
          globalSetup: ["tests/support/integration-global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.test.ts"],
          globalSetup: ["tests/support/e2e-global-setup.ts"],
          setupFiles: ["tests/support/e2e-file-server.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser per file; two files at a time suits a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
