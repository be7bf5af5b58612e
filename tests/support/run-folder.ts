import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A temporary folder `<prefix>-XXXXXX` for a whole run, made by a global setup, which calls
 * `remove()` in its teardown. Vitest ends on Ctrl-C or SIGTERM without running teardowns (each
 * interrupted browser run left its seeded template and Chromium's own folder in /tmp), so the
 * folder is also removed as the process exits. Test files use temporaryFolder() instead.
 */
export function runFolder(prefix: string): { path: string; remove(): void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const remove = () => {
    process.off("exit", remove);
    fs.rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
  };
  process.on("exit", remove);
  return { path: folder, remove };
}
