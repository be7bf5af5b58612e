import { describe, expect, it } from "vitest";
import { UploadTooLargeError, readLimitedFormData, uploadedFiles } from "./upload.server";

function multipart(form: FormData, headers: Record<string, string> = {}): Request {
  return new Request("http://x/admin/import", { method: "POST", body: form, headers });
}

describe("reading an upload within the batch limit", () => {
  it("returns the files sent, leaving out an empty file field", async () => {
    const form = new FormData();
    form.append("htmlFiles", new File(["<h1>a</h1>"], "a.html", { type: "text/html" }));
    form.append("images", new File([], ""));
    const parsed = await readLimitedFormData(multipart(form), 10_000);
    expect(uploadedFiles(parsed, "htmlFiles").map((file) => file.name)).toEqual(["a.html"]);
    expect(uploadedFiles(parsed, "images")).toEqual([]);
  });

  it("refuses an upload declared larger than the limit without reading it", async () => {
    const request = multipart(new FormData(), { "Content-Length": "5000" });
    await expect(readLimitedFormData(request, 1024)).rejects.toBeInstanceOf(UploadTooLargeError);
  });

  it("refuses an upload that turns out larger while it streams", async () => {
    const form = new FormData();
    form.append("htmlFiles", new File(["x".repeat(5000)], "big.html"));
    const body = await new Response(form).arrayBuffer();
    const contentType = new Response(form).headers.get("Content-Type")!;
    const stream = new Blob([body]).stream();
    const request = new Request("http://x/", {
      method: "POST",
      body: stream,
      headers: { "Content-Type": contentType },
      duplex: "half",
    } as RequestInit);
    await expect(readLimitedFormData(request, 1024)).rejects.toThrow("The upload is over the 1 KB limit");
  });
});
