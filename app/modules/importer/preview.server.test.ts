import { describe, expect, it } from "vitest";
import type { PlaybookSnapshot } from "~/db/queries/playbook-snapshots.server";
import { buildExport, exportFileName } from "./export.server";
import { cutText, toPreview } from "./preview.server";
import { toResultCard } from "./results";

const image = (n: number) => ({
  originalFile: `figure-${n}.png`,
  originalSize: 1000,
  optimizedSize: 250,
  compressionRatio: 0.25,
  dimensions: { width: 960, height: 540 },
  format: "webp" as const,
  optimizedUrl: `/media/figure-${n}.webp`,
  backgroundRemoved: false as const,
});

const snapshot: PlaybookSnapshot = {
  id: "0b7c4b8e-0000-4000-8000-000000000001",
  version: 1,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  seriesLinks: [],
  input: {
    slug: "guide",
    title: "Guide",
    description: "About it",
    aiCategories: ["ai-business"],
    batonCategories: ["offer"],
    businessAreas: ["Sales"],
    tools: ["Stripe"],
    keywords: Array.from({ length: 12 }, (_, n) => `keyword${n}`),
    content: {
      images: [{ name: "figure-0.png", size: 1000 }],
      capturedImages: [
        { fileName: "remote.jpg", originalUrl: "https://x/remote.jpg", status: "completed", fileSize: 10 },
        {
          fileName: "gone.jpg",
          originalUrl: "https://x/gone.jpg",
          status: "failed",
          fileSize: 0,
          error: "Failed to download: Not Found",
        },
      ],
      optimizedImages: [1, 2, 3, 4, 5].map(image),
    },
    parts: [1, 2].map((n) => ({
      title: `Part title ${n}`,
      slug: `part-${n}`,
      html: `<h2 id="a">A heading that is rather longer than thirty characters</h2><p onclick="x()">Body ${n}</p>`,
      wordCount: 250,
      headings: [
        { id: "a", text: "A heading that is rather longer than thirty characters", level: 2 },
        { id: "b", text: "Short", level: 3 },
      ],
      keywords: [],
    })),
  },
};

describe("the importer's views of a stored playbook", () => {
  it("previews 3 headings cut at 30 characters, 4 images and at most 10 keywords", () => {
    const preview = toPreview(snapshot, "overview");
    expect(preview.headings).toEqual([
      "A heading that is rather longe...",
      "Short",
      "A heading that is rather longe...",
    ]);
    expect(preview.images).toHaveLength(4);
    expect(preview.keywords).toHaveLength(10);
    expect(preview.parts[0]!.html).toBeUndefined();
    expect(cutText("exactly thirty characters long", 30)).toBe("exactly thirty characters long");
  });

  it("sends part bodies, sanitized again, only for the Content view", () => {
    expect(toPreview(snapshot, "content").parts[0]!.html).toBe(
      '<h2 id="a">A heading that is rather longer than thirty characters</h2><p>Body 1</p>',
    );
  });

  it("summarises a result card with its status, reading time, words, part slugs and image count", () => {
    expect(toResultCard({ ...snapshot, status: "draft" })).toEqual({
      slug: "guide",
      status: "draft",
      title: "Guide",
      description: "About it",
      category: "ai-business",
      readingTimeMinutes: 3,
      wordCount: 500,
      parts: [
        { title: "Part title 1", slug: "part-1" },
        { title: "Part title 2", slug: "part-2" },
      ],
      imageCount: 5,
    });
    // A snapshot taken before drafts existed was of a public playbook.
    expect(toResultCard(snapshot).status).toBe("published");
  });

  it("exports processedAt, totalPlaybooks and the playbooks with image names only", () => {
    const now = new Date("2025-06-01T10:00:00.000Z");
    expect(exportFileName(now)).toBe("playbooks-export-2025-06-01.json");
    const file = buildExport([snapshot], now);
    expect(file).toMatchObject({ processedAt: "2025-06-01T10:00:00.000Z", totalPlaybooks: 1 });
    expect(file.playbooks[0]).toMatchObject({
      slug: "guide",
      images: ["figure-0.png", "remote.jpg"],
      readingTime: 3,
      wordCount: 500,
    });
    expect(file.playbooks[0]!.parts[0]).not.toContain("onclick");
  });
});
