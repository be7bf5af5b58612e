import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FileSystemStorage } from "~/modules/storage/storage.server";
import { temporaryFolder } from "../../../tests/support/temporary-folder";
import { fitTitle } from "./layout.server";
import { shareImageAddress, shareImagePng } from "./share-image.server";
import { shareImageSvg } from "./template.server";

const subject = { id: "0b7c7d8e-1111-4222-8333-944455556666", title: "Pricing AI Services", category: "ai-business" };

describe("generated share images", () => {
  it("is a 1200×630 PNG drawn from the title and category, with no text left to the server's fonts", async () => {
    const address = shareImageAddress(subject, "AI Business Playbooks");
    expect(address.text).toEqual({
      title: "Pricing AI Services",
      category: "AI Business",
      siteName: "AI Business Playbooks",
    });
    const svg = shareImageSvg(address.text);
    expect(svg).not.toMatch(/<text\b/);
    const storage = new FileSystemStorage(temporaryFolder("share"));
    const png = await shareImagePng(storage, address);
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    // The title is drawn: white letters on the indigo field, in the band where the title sits.
    const { data, info } = await sharp(png)
      .extract({ left: 80, top: 200, width: 1040, height: 300 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (data[i]! > 240 && data[i + 1]! > 240 && data[i + 2]! > 240) white += 1;
    expect(white).toBeGreaterThan(5_000);
    // Stored: asked again, it is read back rather than drawn again.
    expect((await storage.get(address.key))?.body.equals(png)).toBe(true);
  });

  it("gets a new address when the title changes, and keeps it while nothing drawn changes", () => {
    const first = shareImageAddress(subject, "AI Business Playbooks");
    expect(shareImageAddress({ ...subject }, "AI Business Playbooks").path).toBe(first.path);
    expect(
      shareImageAddress({ ...subject, title: "Pricing AI Services, Revised" }, "AI Business Playbooks").path,
    ).not.toBe(first.path);
    expect(shareImageAddress({ ...subject, category: "ai-marketing" }, "AI Business Playbooks").path).not.toBe(
      first.path,
    );
    expect(first.path).toMatch(/^\/share-images\/0b7c7d8e-1111-4222-8333-944455556666\/[0-9a-f]{16}\.png$/);
  });

  it("fits a long title in at most four lines, smaller, and ends one that still does not fit with an ellipsis", () => {
    const options = { sizes: [76, 66, 58, 50], maxWidth: 1040, maxLines: 4, weight: 800 as const };
    expect(fitTitle("Pricing AI Services", options)).toEqual({ size: 76, lines: ["Pricing AI Services"] });
    const long =
      "The Complete Guide to Building, Pricing, Launching and Growing an AI Automation Agency for Local Service Businesses in 2026";
    const fitted = fitTitle(long, options);
    expect(fitted.lines.length).toBeLessThanOrEqual(4);
    expect(fitted.size).toBeLessThan(76);
    const tooLong = `${long} ${long} ${long}`;
    const cut = fitTitle(tooLong, options);
    expect(cut.lines).toHaveLength(4);
    expect(cut.lines.at(-1)).toMatch(/…$/);
  });

  it("draws letters beyond basic Latin and escapes the title it names the image with", () => {
    const svg = shareImageSvg({ title: `Łódź & "Zürich" <AI>`, category: "", siteName: "Site" });
    expect(svg).toContain("<title>Łódź &amp; &quot;Zürich&quot; &lt;AI&gt;</title>");
    expect(svg).not.toContain("<AI>");
  });
});
