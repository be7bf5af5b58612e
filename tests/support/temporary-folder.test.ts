import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Registered before the helper is imported, so it runs after the helper's own afterAll: by then
// every folder made outside a test is gone.
const madeOutsideTests: string[] = [];
afterAll(() => {
  expect(madeOutsideTests).toHaveLength(2);
  expect(madeOutsideTests.filter((folder) => fs.existsSync(folder))).toEqual([]);
});
const { temporaryFolder } = await import("./temporary-folder");
madeOutsideTests.push(temporaryFolder("temporary-folder-test"));
// A file's own afterAll (stopping the server that writes there) still finds its folders.
afterAll(() => {
  expect(madeOutsideTests.filter((folder) => fs.existsSync(folder))).toEqual(madeOutsideTests);
});

describe("a temporary folder", () => {
  let madeInPassingTest = "";
  let madeInFailingTest = "";
  beforeAll(() => {
    madeOutsideTests.push(temporaryFolder("temporary-folder-test"));
  });

  it("is new and empty, in the system's temporary folder, named by its prefix", () => {
    madeInPassingTest = temporaryFolder("temporary-folder-test");
    expect(path.dirname(madeInPassingTest)).toBe(os.tmpdir());
    expect(path.basename(madeInPassingTest)).toMatch(/^temporary-folder-test-\w{6}$/);
    expect(fs.readdirSync(madeInPassingTest)).toEqual([]);
    fs.writeFileSync(path.join(madeInPassingTest, "notes.txt"), "kept until the test ends");
  });

  it.fails("made in a test that fails (this test fails on purpose)", () => {
    madeInFailingTest = temporaryFolder("temporary-folder-test");
    fs.mkdirSync(path.join(madeInFailingTest, "media"));
    throw new Error("the test fails with its folder full");
  });

  it("is removed with what it holds once the test that made it ends, passed or failed", () => {
    expect(madeInPassingTest && madeInFailingTest).toBeTruthy();
    expect(fs.existsSync(madeInPassingTest)).toBe(false);
    expect(fs.existsSync(madeInFailingTest)).toBe(false);
  });

  it("made outside a test lasts until the file ends", () => {
    expect(madeOutsideTests.filter((folder) => fs.existsSync(folder))).toEqual(madeOutsideTests);
  });
});
