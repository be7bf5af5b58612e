import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { runFolder } from "./run-folder";

describe("a run's temporary folder", () => {
  it("is removed by its teardown", () => {
    const folder = runFolder("run-folder-test");
    fs.writeFileSync(`${folder.path}/site.db`, "");
    folder.remove();
    expect(fs.existsSync(folder.path)).toBe(false);
  });

  it("is removed when the process ends without its teardown, as Vitest ends on Ctrl-C", () => {
    const program = `
      import { runFolder } from "./tests/support/run-folder.ts";
      const folder = runFolder("run-folder-test");
      console.log(folder.path);
      process.exit(130);
    `;
    let printed = "";
    try {
      execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", program], { encoding: "utf8" });
    } catch (error) {
      printed = (error as { status: number; stdout: string }).stdout;
    }
    const folder = printed.trim();
    expect(folder).toMatch(/run-folder-test-\w{6}$/);
    expect(fs.existsSync(folder)).toBe(false);
  });
});
