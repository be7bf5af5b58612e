import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SCRIPT_TAGS, frontMatterProbe, zippedFrontMatterProbe } from "../../../../tests/support/hostile-documents";
import { temporaryFolder } from "../../../../tests/support/temporary-folder";
import { expandArchive } from "./archive";
import { readSourceDocument } from "./index";
import { UnpackBudget, zipLimits } from "./zip";

const MB = 1024 * 1024;
const marker = () => path.join(temporaryFolder("probe"), "marker");

describe("a Markdown file whose front matter is JavaScript", () => {
  it.each(SCRIPT_TAGS)('is refused as not valid front matter and runs nothing ("---%s")', async (tag) => {
    const file = marker();
    await expect(readSourceDocument({ name: "probe.md", bytes: frontMatterProbe(file, tag) }, MB)).rejects.toThrow(
      `The front matter opens with "---${tag}": only YAML between two --- lines is read, so this is not valid front matter.`,
    );
    expect(fs.existsSync(file)).toBe(false);
  });

  it("inside a zip is refused the same way", async () => {
    const file = marker();
    const [document] = await expandArchive(
      "export.zip",
      zippedFrontMatterProbe(file),
      zipLimits(new UnpackBudget(10 * MB)),
    );
    await expect(readSourceDocument(document!, MB)).rejects.toThrow(/is not valid front matter/);
    expect(fs.existsSync(file)).toBe(false);
  });
});
