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

    // Its header says JPEG; its pixels stop halfway.
    const whole = await photo(800, 600);
    const cut = whole.subarray(0, whole.length / 2);
    const broken = await upload(new File([cut], "broken.jpg", { type: "image/jpeg" }), cookie);
    expect(broken.status).toBe(422);
    expect(((await broken.json()) as { error: string }).error).toMatch(/^"broken\.jpg" could not be used: /);
  });

  it("reads the type from the bytes: an SVG or a text file named and typed as PNG is refused, a JPEG sent untyped is taken", async () => {
    const cookie = await adminSessionCookie(t.context);
    const script = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script></svg>';
    const disguised = await upload(new File([script], "chart.png", { type: "image/png" }), cookie);
    expect(disguised.status).toBe(415);
    expect(((await disguised.json()) as { error: string }).error).toBe(
      '"chart.png" is an SVG drawing, which can carry scripts, so the editor does not take it. Export it as PNG.',
    );
    const text = await upload(new File(["not really a png"], "fake.png", { type: "image/png" }), cookie);
    expect(text.status).toBe(415);
    expect(((await text.json()) as { error: string }).error).toBe(
      '"fake.png" is not an image the editor can use. Use JPEG, PNG, WebP, GIF or AVIF.',
    );
    const untyped = await upload(
      new File([await photo(200, 100)], "photo", { type: "application/octet-stream" }),
      cookie,
    );
    expect(untyped.status).toBe(200);
  });

  it("stores nothing for an address that is not a playbook", async () => {
    const stored: string[] = [];
    const recording = { ...t.context.storage, put: async (key: string) => void stored.push(key) };
    const outcome = await uploadEditorImage(
      { db: t.db, storage: recording },
      "no-such-playbook",
      new File([await photo(300, 200)], "orphan.jpg", { type: "image/jpeg" }),
    );
    expect(outcome).toEqual({
      ok: false,
      status: 404,
      error: 'There is no playbook at "no-such-playbook" to add images to. Save it first.',
    });
    expect(stored).toEqual([]);
  });

  it("goes to the S3 bucket when the site stores media there", async () => {
    const bucket = await startFakeS3();
    try {
      const location = parseStorageUrl(bucket.storageUrl());
      if (!location.ok) throw new Error(location.problem);
      const outcome = await uploadEditorImage(
        { db: t.db, storage: new S3Storage(location.location) },
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
