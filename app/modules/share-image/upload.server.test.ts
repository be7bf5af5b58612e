import fs from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FileSystemStorage } from "~/modules/storage/storage.server";
import { temporaryFolder } from "../../../tests/support/temporary-folder";
import { storeSocialImage } from "./upload.server";

const PLAYBOOK_ID = "0b7c7d8e-1111-4222-8333-944455556666";

function storage() {
  const dir = temporaryFolder("social-upload");
  return { dir, storage: new FileSystemStorage(dir) };
}

async function filesUnder(dir: string): Promise<string[]> {
  return (await fs.readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
}

describe("the settings page's share image upload", () => {
  it("reads the type from the bytes: an SVG named and typed as PNG is refused and nothing is stored", async () => {
    const { dir, storage: media } = storage();
    const script = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script></svg>';
    const outcome = await storeSocialImage(media, PLAYBOOK_ID, new File([script], "card.png", { type: "image/png" }));
    expect(outcome).toEqual({
      ok: false,
      error: '"card.png" is an SVG drawing, which can carry scripts, so the editor does not take it. Export it as PNG.',
    });
    expect(await filesUnder(dir)).toEqual([]);
  });

  it("takes a JPEG sent without a type, cropped to 1200×630", async () => {
    const { storage: media } = storage();
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#224466" } })
      .jpeg()
      .toBuffer();
    const outcome = await storeSocialImage(
      media,
      PLAYBOOK_ID,
      new File([new Uint8Array(jpeg)], "cover", { type: "application/octet-stream" }),
    );
    expect(outcome.ok).toBe(true);
    const key = outcome.ok ? outcome.src.replace(/^\/media\//, "") : "";
    const stored = await media.get(key);
    expect(await sharp(stored!.body).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });
});
