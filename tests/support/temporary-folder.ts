import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, onTestFinished, TestRunner } from "vitest";

/**
 * Folders made outside a test (at a file's top level, in a describe, in a beforeAll), removed
 * once the file is done. This hook is registered when the test file imports this module, so
 * before the file's own hooks, and Vitest runs afterAll hooks last registered first: servers
 * and databases the file stops in its afterAll are stopped before their folder goes. Each test
 * file evaluates this module afresh (tests/support/file-reset.ts), so each gets a hook of its own.
 */
const fileFolders: string[] = [];
afterAll(() => {
  for (const folder of fileFolders.splice(0)) removeFolder(folder);
});

/**
 * A fresh, empty folder `<prefix>-XXXXXX` in the system's temporary folder that the tests need
 * not remove: made inside a test (or its beforeEach), it goes when that test ends, passed or
 * failed; made anywhere else, when the test file ends. Each test file used to call mkdtemp
 * itself, and most never removed what it made: every CI run left hundreds of folders in /tmp.
 * Concurrent tests run interleaved, and Vitest cannot tell which of them made the folder: make
 * theirs in a beforeAll.
 */
export function temporaryFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  if (TestRunner.getCurrentTest()) onTestFinished(() => removeFolder(folder));
  else fileFolders.push(folder);
  return folder;
}

function removeFolder(folder: string): void {
  // Retries: a child process the test stopped may still be closing files in it for a moment.
  fs.rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
}
