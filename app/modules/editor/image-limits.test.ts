import { describe, expect, it } from "vitest";
import { UPLOAD_IMAGE_MAX_BYTES, uploadProblem } from "./image-limits";

describe("which images the editor takes", () => {
  it("takes the formats sharp re-encodes, up to 10 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]) {
      expect(uploadProblem({ name: "a", type, size: UPLOAD_IMAGE_MAX_BYTES })).toBeUndefined();
    }
  });

  it("says what is wrong and what to do instead", () => {
    expect(uploadProblem({ name: "logo.svg", type: "image/svg+xml", size: 10 })).toEqual({
      status: 415,
      message: '"logo.svg" is not an image the editor can use. Use JPEG, PNG, WebP, GIF or AVIF.',
    });
    expect(uploadProblem({ name: "photo.heic", type: "image/heic", size: 10 })?.status).toBe(415);
    expect(uploadProblem({ name: "scan.png", type: "image/png", size: UPLOAD_IMAGE_MAX_BYTES + 1 })).toEqual({
      status: 413,
      message: '"scan.png" is 10.0 MB; images can be at most 10.0 MB. Export it smaller and try again.',
    });
    expect(uploadProblem({ name: "empty.png", type: "image/png", size: 0 })).toEqual({
      status: 400,
      message: '"empty.png" is empty.',
    });
  });
});
