import { afterAll, vi } from "vitest";

/**
 * Runs before every unit, integration and browser test file. Their workers keep one process from
 * file to file (vitest.config.ts, isolate: false), so this file gives each test file what a fresh worker
 * would: the app's own modules evaluated again, so that a file's `vi.mock` replaces a module
 * for every module that imports it (packages from node_modules, which Node loads, stay loaded:
 * most of the import time saved), and, once it ends, its spies, stubbed globals and fake timers
 * undone.
 */
vi.resetModules();

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
