import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_SIZES } from "~/modules/editor/image-limits";
import { uploadEditorImage } from "~/modules/editor/image-upload.server";
import { S3Storage } from "~/modules/storage/s3-storage.server";
import { parseStorageUrl } from "~/modules/storage/storage-url.server";
import { action as uploadAction } from "~/routes/admin.playbooks_.$slug.images";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { startFakeS3 } from "../support/fake-s3";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase({ seeded: true });
const SLUG = "ai-fundamentals";

/** The editor's upload: the image as a multipart form, as the browser sends a pasted file. */
async function upload(file: File, cookie?: string): Promise<Response> {
  const body = new FormData();
  body.set("image", file);
  const request = adminRequest(`/admin/playbooks/${SLUG}/images`, { cookie });
  return uploadAction({
    request: new Request(request.url, { method: "POST", headers: request.headers, body }),
    params: { slug: SLUG },
    context: t.context,
  } as never).catch((error: unknown) => error as Response);
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();

describe("images pasted or dropped into the editor", () => {
  it("stores width variants through the storage interface and answers with the srcset", async () => {
    const cookie = await adminSessionCookie(t.context);
    const response = await upload(
      new File([await photo(2400, 1200)], "Team Offsite.JPG", { type: "image/jpeg" }),
      cookie,
    );
    expect(response.status).toBe(200);
    const image = (await response.json()) as {
      src: string;
      srcset: string;
      sizes: string;
      width: number;
      height: number;
    };
    expect(image).toMatchObject({ width: 1600, height: 800, sizes: IMAGE_SIZES });
    const variants = image.srcset.split(", ").map((entry) => entry.split(" "));
    expect(variants.map(([, width]) => width)).toEqual(["480w", "960w", "1600w"]);
    expect(image.src).toBe(variants.at(-1)![0]);
    for (const [src, width] of variants) {
      expect(src).toMatch(/^\/media\/playbooks\/ai-fundamentals\/team-offsite-[0-9a-f]{10}-\d+\.webp$/);
      const stored = await t.context.storage.get(src!.replace("/media/", ""));
      expect(stored?.contentType).toBe("image/webp");
      const metadata = await sharp(stored!.body).metadata();
      expect(`${metadata.width}w`).toBe(width);
      expect(metadata.format).toBe("webp");
    }
  });

  it("never enlarges a small image", async () => {
    const cookie = await adminSessionCookie(t.context);
    const response = await upload(new File([await photo(300, 200)], "icon.jpg", { type: "image/jpeg" }), cookie);
    const image = (await response.json()) as { srcset: string; width: number };
    expect(image.width).toBe(300);
    expect(image.srcset).toMatch(/-300\.webp 300w$/);
  });

  it("refuses what is not an image it can use, and what is too large, saying why", async () => {
    const cookie = await adminSessionCookie(t.context);
    const notes = await upload(new File(["just text"], "notes.txt", { type: "text/plain" }), cookie);
    expect(notes.status).toBe(415);
    expect(((await notes.json()) as { error: string }).error).toBe(
      '"notes.txt" is not an image the editor can use. Use JPEG, PNG, WebP, GIF or AVIF.',
    );

    const svg = await upload(new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }), cookie);
    expect(svg.status).toBe(415);

    const huge = await upload(new File([new Uint8Array(11 * 1024 * 1024)], "scan.png", { type: "image/png" }), cookie);
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: string }).error).toBe(
      '"scan.png" is 11.0 MB; images can be at most 10.0 MB. Export it smaller and try again.',
    );

    const broken = await upload(
      new File([Buffer.from("not really a png")], "broken.png", { type: "image/png" }),
      cookie,
    );
    expect(broken.status).toBe(422);
    expect(((await broken.json()) as { error: string }).error).toMatch(/^"broken\.png" could not be used: /);
  });

  it("goes to the S3 bucket when the site stores media there", async () => {
    const bucket = await startFakeS3();
    try {
      const location = parseStorageUrl(bucket.storageUrl());
      if (!location.ok) throw new Error(location.problem);
      const outcome = await uploadEditorImage(
        new S3Storage(location.location),
        SLUG,
        new File([await photo(1000, 500)], "chart.jpg", { type: "image/jpeg" }),
      );
      expect(outcome.ok).toBe(true);
      const keys = [...bucket.objects.keys()];
      expect(keys.every((key) => /^playbooks\/ai-fundamentals\/chart-[0-9a-f]{10}-\d+\.webp$/.test(key))).toBe(true);
      expect(keys.map((key) => Number(/-(\d+)\.webp$/.exec(key)![1])).sort((a, b) => a - b)).toEqual([480, 960, 1000]);
    } finally {
      await bucket.close();
    }
  });

  it("answers only signed-in admins", async () => {
    const response = await upload(new File([await photo(100, 100)], "a.jpg", { type: "image/jpeg" }));
    expect(response.status).toBe(401);
  });
});
