import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FileSystemStorage } from "~/modules/storage/storage.server";
import { temporaryFolder } from "../../../tests/support/temporary-folder";
import { storeShareImage } from "./share-image.server";

function storage() {
  return new FileSystemStorage(temporaryFolder("share-image"));
}

describe("storeShareImage", () => {
  it("crops any image to a 1200 × 630 JPEG stored under its hash", async () => {
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#6366f1" } })
      .png()
      .toBuffer();
    const media = storage();
    const outcome = await storeShareImage(media, new File([png], "logo.png", { type: "image/png" }));
    expect(outcome).toEqual({
      ok: true,
      path: expect.stringMatching(/^\/media\/site\/share-image-[0-9a-f]{12}\.jpg$/),
    });
    const stored = await media.get((outcome as { path: string }).path.replace("/media/", ""));
    const metadata = await sharp(stored!.body).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("refuses what is not an image by its bytes, whatever its name says", async () => {
    const outcome = await storeShareImage(
      storage(),
      new File(["<svg onload=alert(1)>"], "x.png", { type: "image/png" }),
    );
    expect(outcome).toEqual({ ok: false, error: '"x.png" is not a PNG, JPEG or WebP image.' });
  });
});
