import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { frontMatterProbe } from "../../../tests/support/hostile-documents";
import { temporaryFolder } from "../../../tests/support/temporary-folder";
import { playbookFrontMatterSchema } from "./front-matter";
import { parseMarkdownFile } from "./markdown-files.server";

describe("the content folder's front matter", () => {
  it("is read as YAML data: a JavaScript front matter is refused, naming the file, and runs nothing", () => {
    const marker = path.join(temporaryFolder("probe"), "marker");
    const source = frontMatterProbe(marker).toString("utf8");
    expect(() =>
      parseMarkdownFile({ file: "probe.md", slug: "probe", source, sourceHash: "" }, playbookFrontMatterSchema),
    ).toThrow('probe.md: The front matter opens with "---js"');
    expect(fs.existsSync(marker)).toBe(false);
  });
});
