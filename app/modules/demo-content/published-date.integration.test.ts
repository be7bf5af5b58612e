import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { queryCatalog } from "~/modules/catalog/search/catalog-search.server";
import { DEFAULT_FILTERS } from "~/modules/catalog/filters";
import { withTestDatabase } from "../../../tests/support/test-database";
import { temporaryFolder } from "../../../tests/support/temporary-folder";
import { loadDemoContent } from "./load.server";

const t = withTestDatabase();

/** A content folder of five-part guides, each with the given front matter `published` line (or none). */
function contentDir(guides: Record<string, string | undefined>): string {
  const dir = temporaryFolder("demo-content");
  fs.mkdirSync(path.join(dir, "playbooks"));
  for (const [slug, published] of Object.entries(guides)) {
    const parts = [1, 2, 3, 4, 5].map((n) => `# ${slug} part ${n}\n\nSome words about part ${n}.\n`).join("\n");
    const front = [
      `slug: ${slug}`,
      `title: "${slug.toUpperCase()}"`,
      'description: "A guide used to test the catalog order."',
      "aiCategory: ai-knowledge",
      "batonCategory: business",
      ...(published ? [`published: ${published}`] : []),
    ];
    fs.writeFileSync(path.join(dir, "playbooks", `${slug}.md`), `---\n${front.join("\n")}\n---\n\n${parts}`);
  }
  fs.writeFileSync(path.join(dir, "series.json"), "[]");
  return dir;
}

const catalogOrder = async () => (await queryCatalog(t.db, DEFAULT_FILTERS)).playbooks.map((playbook) => playbook.slug);

describe("the demo library's publication dates", () => {
  it("dates each guide by its front matter, so the catalog lists the newest first", async () => {
    const dir = contentDir({ older: "2025-01-10", newest: "2025-06-01", middle: "2025-03-14" });
    await loadDemoContent({ db: t.db, storage: t.context.storage, contentDir: dir });
    expect(await catalogOrder()).toEqual(["newest", "middle", "older"]);
    const row = await t.db.selectFrom("playbooks").select("created_at").where("slug", "=", "middle").executeTakeFirst();
    expect(new Date(row!.created_at).toISOString()).toBe("2025-03-14T00:00:00.000Z");
  });

  it("dates an undated guide by its first load, and moves a guide whose date changes on the next load", async () => {
    const dir = contentDir({ alpha: undefined, beta: undefined, dated: "2025-01-10" });
    await loadDemoContent({ db: t.db, storage: t.context.storage, contentDir: dir });
    // Loaded together: same moment, so A to Z, ahead of the guide dated earlier.
    expect(await catalogOrder()).toEqual(["alpha", "beta", "dated"]);

    const later = contentDir({ alpha: undefined, beta: undefined, dated: "2099-01-01" });
    await loadDemoContent({ db: t.db, storage: t.context.storage, contentDir: later });
    expect(await catalogOrder()).toEqual(["dated", "alpha", "beta"]);
  });

  it("refuses a date it cannot read, naming the file", async () => {
    const dir = contentDir({ broken: "someday" });
    await expect(loadDemoContent({ db: t.db, storage: t.context.storage, contentDir: dir })).rejects.toThrow(
      /broken\.md: invalid front matter: .*must be a date such as 2025-03-14/s,
    );
  });
});
