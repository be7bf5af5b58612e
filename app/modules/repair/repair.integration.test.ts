import { describe, expect, it } from "vitest";
import type { PlaybookInput } from "~/db/playbook-input";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import { upsertPlaybook } from "~/db/queries/playbooks.server";
import { findRepairRun } from "~/db/queries/repair-runs.server";
import { listRevisions } from "~/db/queries/revisions.server";
import { withImageServer } from "../../../tests/support/image-server";
import { withTestDatabase } from "../../../tests/support/test-database";
import { type ImageMigrationReport, startImageMigration } from "./image-migration.server";
import { TestPlaybookNotFoundError, runTweetFixer } from "./twitter-fixer.server";

const t = withTestDatabase();
const images = withImageServer({ "/photo.png": [800, 400], "/original.png": [800, 400] });

function playbook(slug: string, html: string, content: Record<string, unknown> = {}): PlaybookInput {
  return {
    slug,
    title: `Broken ${slug}`,
    description: "Seeded with content the repair tools fix.",
    content,
    aiCategories: ["ai-knowledge"],
    batonCategories: ["business"],
    businessAreas: [],
    tools: [],
    keywords: [],
    parts: [{ title: "Only part", slug: "only-part", html, wordCount: 10, headings: [], keywords: [] }],
  };
}

const html = async (slug: string) => (await findPlaybookSnapshotBySlug(t.db, slug))!.input.parts[0]!.html!;

describe("Twitter Embed Fixer", () => {
  it("reports in debug mode, converts one playbook in test mode and the rest in a full run", async () => {
    const tweetParagraph =
      '<p><a href="https://twitter.com/jack/status/20123456789">https://twitter.com/jack/status/20123456789</a></p>';
    await upsertPlaybook(t.db, playbook("one", tweetParagraph));
    await upsertPlaybook(
      t.db,
      playbook("two", '<p>See <a href="https://x.com/a/status/1712345678901234567">this</a>.</p>'),
    );

    const debug = await runTweetFixer(t.db, "debug", { savedBy: "owner@example.com" });
    expect(debug).toMatchObject({ scanned: 2, converted: 2 });
    expect(debug.playbooks.every((entry) => !entry.saved)).toBe(true);
    expect(await html("one")).toBe(tweetParagraph);

    await expect(runTweetFixer(t.db, "test", { slug: "missing", savedBy: "owner@example.com" })).rejects.toBeInstanceOf(
      TestPlaybookNotFoundError,
    );
    const test = await runTweetFixer(t.db, "test", { slug: "one", savedBy: "owner@example.com" });
    expect(test.playbooks).toMatchObject([{ slug: "one", saved: true }]);
    expect(await html("one")).toContain('<blockquote class="twitter-tweet" data-dnt="true">');
    const id = (await findPlaybookSnapshotBySlug(t.db, "one"))!.id;
    expect(await listRevisions(t.db, id)).toHaveLength(1);

    const full = await runTweetFixer(t.db, "full", { savedBy: "owner@example.com" });
    expect(full.playbooks.map((entry) => entry.slug)).toEqual(["two"]);
    expect(await html("two")).toContain("twitter-tweet");
    expect((await findRepairRun(t.db, "twitter-embeds"))?.status).toBe("completed");
  });
});

describe("Comprehensive Image Migration", () => {
  it("stores external and lost images, rewrites the content and reports what it could not fix", async () => {
    const lost = "/media/playbooks/gallery/lost-0000000000-800.webp";
    await upsertPlaybook(
      t.db,
      playbook(
        "gallery",
        `<p><img src="${images.url("/photo.png")}" alt="Remote"></p><p><img src="${lost}" alt="Lost"></p><p><img src="images/nowhere.png" alt="Nowhere"></p><p><img src="${images.url("/gone.png")}" alt="Gone"></p>`,
        {
          capturedImages: [
            {
              fileName: "original.png",
              originalUrl: `${images.url("/original.png")}`,
              status: "completed",
              fileSize: 1,
            },
          ],
          optimizedImages: [
            {
              originalFile: "original.png",
              originalSize: 1,
              optimizedSize: 1,
              compressionRatio: 1,
              dimensions: { width: 800, height: 400 },
              format: "webp",
              optimizedUrl: lost,
              backgroundRemoved: false,
            },
          ],
        },
      ),
    );
    await upsertPlaybook(t.db, playbook("clean", "<p>No images at all.</p>"));

    const { runId, done } = await startImageMigration({
      db: t.db,
      storage: t.context.storage,
      logger: t.context.logger,
      download: { timeoutMs: 2000, maxBytes: 1024 * 1024, allowPrivateAddresses: true },
      siteOrigin: "https://playbooks.test",
      savedBy: "owner@example.com",
    });
    await done;
    const run = await findRepairRun<ImageMigrationReport>(t.db, "image-migration", runId);
    expect(run).toMatchObject({ status: "completed", processed: 2, total: 2, fixed: 2 });
    expect(run?.report?.playbooks).toEqual([
      {
        slug: "gallery",
        title: "Broken gallery",
        fixed: [`${images.url("/photo.png")}`, lost],
        failed: [
          { src: "images/nowhere.png", error: "Not a web address: the image cannot be found." },
          { src: `${images.url("/gone.png")}`, error: "Failed to download: Not Found" },
        ],
      },
    ]);
    const migrated = await html("gallery");
    expect(migrated.match(/src="\/media\/playbooks\/gallery\/[\w-]+-800\.webp"/g)).toHaveLength(2);
    expect(migrated).toContain('width="800" height="400"');
    expect(migrated).toContain(`src="${images.url("/gone.png")}"`);
  });
});
