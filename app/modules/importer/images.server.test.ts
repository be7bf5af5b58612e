import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { MediaStorage } from "~/modules/storage/storage.server";
import { type ImageProgress, processImages } from "./images.server";

function memoryStorage() {
  const objects = new Map<string, Buffer>();
  const storage: MediaStorage = {
    put: async (key, body) => void objects.set(key, body),
    get: async () => undefined,
    publicPath: (key) => `/media/${key}`,
  };
  return { storage, objects };
}

const png = (width: number) =>
  sharp({ create: { width, height: width / 2, channels: 3, background: "#4f46e5" } })
    .png()
    .toBuffer();

describe("the image step", () => {
  it("uses uploaded files, inline data and downloads, records each outcome in page order and reports progress", async () => {
    const { storage, objects } = memoryStorage();
    const inline = `data:image/png;base64,${(await png(100)).toString("base64")}`;
    const progress: ImageProgress[] = [];
    const outcomes = await processImages(
      [
        { src: "images/chart.png", alt: "Chart" },
        { src: inline, alt: "" },
        { src: "http://127.0.0.1:9/blocked.png", alt: "" },
        { src: "images/missing.png", alt: "" },
      ],
      {
        slug: "guide",
        uploads: [{ name: "chart.png", body: await png(1200) }],
        storage,
        download: { timeoutMs: 1000, maxBytes: 1024 * 1024, allowPrivateAddresses: false },
        cache: new Map(),
        onProgress: (update) => progress.push(update),
      },
    );
    expect([...outcomes.placed.keys()]).toEqual(["images/chart.png", inline]);
    expect(outcomes.placed.get("images/chart.png")).toMatchObject({ width: 1200, height: 600 });
    expect(outcomes.associations).toEqual([
      { originalSrc: "images/chart.png", matchedFile: "chart.png", confidence: 1 },
    ]);
    expect(outcomes.uploads).toEqual([{ name: "chart.png", size: expect.any(Number) }]);
    expect(outcomes.captured.map(({ fileName, status, error }) => ({ fileName, status, error }))).toEqual([
      { fileName: "inline-image.png", status: "completed", error: undefined },
      { fileName: "blocked.png", status: "failed", error: "Failed to download: the address is not a public one" },
      { fileName: "missing.png", status: "failed", error: 'No uploaded image matches "missing.png"' },
    ]);
    expect(outcomes.optimized[0]).toMatchObject({
      originalFile: "chart.png",
      format: "webp",
      dimensions: { width: 1200, height: 600 },
    });
    expect(outcomes.optimized[0]!.compressionRatio).toBeGreaterThan(0);
    expect(progress.at(0)).toEqual({ totalImages: 4, downloadedImages: 0, failedImages: 0 });
    expect(progress.at(-1)).toEqual({ totalImages: 4, downloadedImages: 2, failedImages: 2 });
    expect([...objects.keys()].every((key) => key.startsWith("playbooks/guide/") && key.endsWith(".webp"))).toBe(true);
  });
});
