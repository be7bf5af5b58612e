import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryFolder } from "../tests/support/temporary-folder";
import { collectImportFiles } from "./import-files";

describe("collecting files for npm run import", () => {
  it("finds HTML pages and images in folders, recursively, and ignores other files there", async () => {
    const folder = temporaryFolder("import-files");
    fs.mkdirSync(path.join(folder, "images"));
    fs.writeFileSync(path.join(folder, "b.htm"), "<p>b</p>");
    fs.writeFileSync(path.join(folder, "a.html"), "<p>a</p>");
    fs.writeFileSync(path.join(folder, "images", "chart.PNG"), "png");
    fs.writeFileSync(path.join(folder, "notes.txt"), "ignored");
    const collected = await collectImportFiles([folder]);
    expect(collected.html.map((file) => file.name)).toEqual(["a.html", "b.htm"]);
    expect(collected.images.map((file) => file.name)).toEqual(["chart.PNG"]);
  });

  it("imports a file named directly even if it is not HTML, so its refusal is reported", async () => {
    const file = path.join(temporaryFolder("import-files"), "notes.txt");
    fs.writeFileSync(file, "text");
    expect((await collectImportFiles([file])).html.map((entry) => entry.name)).toEqual(["notes.txt"]);
  });

  it("names a path that does not exist", async () => {
    await expect(collectImportFiles(["/no/such/folder"])).rejects.toThrow("No such file or folder: /no/such/folder");
  });
});
