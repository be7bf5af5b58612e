import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { MediaStorage } from "~/modules/storage/storage.server";
import { optimizeImage } from "./optimize.server";
import { storeImageSet } from "./store.server";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 80, g: 70, b: 229 } } })
    .png()
    .toBuffer();

describe("optimising images", () => {
  it("makes WebP copies at 480, 960 and 1600 px from a large image, keeping the aspect ratio", async () => {
    const set = await optimizeImage(await png(2400, 1200));
    expect(set.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [480, 240],
      [960, 480],
      [1600, 800],
    ]);
    for (const variant of set.variants) expect((await sharp(variant.body).metadata()).format).toBe("webp");
  });

  it("never enlarges a small image", async () => {
    const set = await optimizeImage(await png(600, 300));
    expect(set.variants.map((variant) => variant.width)).toEqual([480, 600]);
  });

  it("refuses data that is not an image", async () => {
    await expect(optimizeImage(Buffer.from("<html>not an image</html>"))).rejects.toThrow("Not a readable image");
  });
});

describe("storing images", () => {
  it("stores every width under a content-hashed key and builds the srcset", async () => {
    const stored = new Map<string, Buffer>();
    const storage: MediaStorage = {
      put: async (key, body) => void stored.set(key, body),
      get: async () => undefined,
      publicPath: (key) => `/media/${key}`,
    };
    const result = await storeImageSet(
      storage,
      "Pricing Guide",
      "Value Ladder.PNG",
      await optimizeImage(await png(1000, 500)),
    );
    expect([...stored.keys()]).toEqual([
      expect.stringMatching(/^playbooks\/pricing-guide\/value-ladder-[0-9a-f]{10}-480\.webp$/),
      expect.stringMatching(/^playbooks\/pricing-guide\/value-ladder-[0-9a-f]{10}-960\.webp$/),
      expect.stringMatching(/^playbooks\/pricing-guide\/value-ladder-[0-9a-f]{10}-1000\.webp$/),
    ]);
    expect(result).toMatchObject({ width: 1000, height: 500 });
    expect(result.srcset.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["480w", "960w", "1000w"]);
  });
});
