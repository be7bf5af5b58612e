import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listPackItemRevisions, savePackItem } from "~/db/queries/resource-pack-edits.server";
import { findPackItem, listPackItems } from "~/db/queries/resource-pack.server";
import { withTestDatabase } from "../../../tests/support/test-database";
import { temporaryFolder } from "../../../tests/support/temporary-folder";
import { loadResourcePack } from "./load.server";

const t = withTestDatabase();

/** A copy of content/resources to change files in. */
function contentCopy(): string {
  const dir = temporaryFolder("pack-content");
  fs.cpSync(path.resolve("content/resources"), path.join(dir, "resources"), { recursive: true });
  return dir;
}

const load = (contentDir = path.resolve("content")) =>
  loadResourcePack({ db: t.db, storage: t.context.storage, contentDir });

describe("the workshop resources pack", () => {
  it("loads the guide, the printable cheat sheet, the visual explainer and 50+ prompts, once", async () => {
    expect(await load()).toEqual({ created: 4, updated: 0, unchanged: 0, kept: 0 });
    expect(await load()).toEqual({ created: 0, updated: 0, unchanged: 4, kept: 0 });

    const items = await listPackItems(t.db);
    expect(items.map((item) => item.slug)).toEqual([
      "first-workshop-guide",
      "participant-cheat-sheet",
      "visual-explainer",
      "prompt-pack",
    ]);
    const prompts = (await findPackItem(t.db, "prompt-pack"))!.body.match(/^\*\*\d+\. .+\*\*$/gm) ?? [];
    expect(prompts.length).toBeGreaterThanOrEqual(50);
    // Every prompt is written out, with placeholders to fill in.
    const blocks = (await findPackItem(t.db, "prompt-pack"))!.body.split(/^\*\*\d+\. .+\*\*$/m).slice(1);
    expect(blocks.every((block) => /^\n\n> .*\[[A-Z]/.test(block))).toBe(true);

    // The explainer's diagrams now live in media storage, and the stored Markdown points there.
    const explainer = (await findPackItem(t.db, "visual-explainer"))!.body;
    const images = [...explainer.matchAll(/\]\((\/media\/resources\/visual-explainer\/[\w.-]+\.svg)\)/g)];
    expect(images).toHaveLength(2);
    for (const [, src] of images) {
      expect(await t.context.storage.get(src!.replace("/media/", ""))).toMatchObject({ contentType: "image/svg+xml" });
    }
  });

  it("updates an item whose file changed, but never one the owner has edited", async () => {
    const contentDir = contentCopy();
    await load(contentDir);
    const owner = await findPackItem(t.db, "participant-cheat-sheet");
    expect(
      await savePackItem(t.db, "participant-cheat-sheet", {
        title: owner!.title,
        summary: owner!.summary,
        body: "Our own cheat sheet.",
        expectedVersion: owner!.version,
        savedBy: "owner@example.com",
      }),
    ).toEqual({ ok: true, version: 2 });

    for (const file of ["participant-cheat-sheet.md", "prompt-pack.md"]) {
      const source = path.join(contentDir, "resources", file);
      fs.writeFileSync(source, `${fs.readFileSync(source, "utf8")}\nA new closing line.\n`);
    }
    expect(await load(contentDir)).toEqual({ created: 0, updated: 1, unchanged: 2, kept: 1 });

    expect((await findPackItem(t.db, "participant-cheat-sheet"))!.body).toBe("Our own cheat sheet.");
    const prompts = (await findPackItem(t.db, "prompt-pack"))!;
    expect(prompts.body.endsWith("A new closing line.")).toBe(true);
    expect(prompts.version).toBe(2);
    // The version the file replaced is kept, as an edit's would be.
    expect((await listPackItemRevisions(t.db, prompts.id)).map((revision) => revision.version)).toEqual([1]);
  });

  it("refuses a file whose slug does not match its name, naming the file", async () => {
    const contentDir = contentCopy();
    const file = path.join(contentDir, "resources", "prompt-pack.md");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("slug: prompt-pack", "slug: prompts"));
    await expect(load(contentDir)).rejects.toThrow('prompt-pack.md: slug "prompts" must match the file name');
  });
});
