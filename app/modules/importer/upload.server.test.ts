import { describe, expect, it } from "vitest";
import { UploadTooLargeError, UploadUnreadableError, readUploadedFiles } from "./upload.server";

async function multipart(form: FormData, options: { headers?: Record<string, string>; cut?: number } = {}) {
  const encoded = new Response(form);
  const contentType = encoded.headers.get("Content-Type")!;
  const body = new Uint8Array(await encoded.arrayBuffer());
  // Streamed in small pieces, as a socket delivers it (and without a declared length).
  const sent = body.subarray(0, options.cut ?? body.byteLength);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < sent.byteLength; offset += 1000)
        controller.enqueue(sent.slice(offset, offset + 1000));
      controller.close();
    },
  });
  return new Request("http://x/admin/import", {
    method: "POST",
    body: stream,
    headers: { "Content-Type": contentType, ...options.headers },
    duplex: "half",
  } as RequestInit);
}

describe("reading an upload within the batch limit", () => {
  it("returns each field's files with their names and bytes, leaving out an empty file field", async () => {
    const form = new FormData();
    form.append("htmlFiles", new File(["<h1>a</h1>"], "a.html", { type: "text/html" }));
    form.append("htmlFiles", new File(["# Zwölf Schritte"], "zwölf.md"));
    form.append("htmlFiles", new File(["<p>b</p>"], '"quoted" name.html'));
    form.append("images", new File([], ""));
    const upload = await readUploadedFiles(await multipart(form), 10_000);
    const files = upload.get("htmlFiles")!;
    expect(files.map((file) => file.name)).toEqual(["a.html", "zwölf.md", '"quoted" name.html']);
    expect(new TextDecoder().decode(files[1]!.bytes)).toBe("# Zwölf Schritte");
    expect(files[0]!.type).toBe("text/html");
    expect(upload.get("images")).toBeUndefined();
  });

  it("keeps a file of several megabytes byte for byte", async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, index) => (index * 31) % 251);
    const form = new FormData();
    form.append("htmlFiles", new File([bytes], "large.docx"));
    const [file] = (await readUploadedFiles(await multipart(form), 4 * 1024 * 1024)).get("htmlFiles")!;
    expect(Buffer.from(file!.bytes).equals(bytes)).toBe(true);
  });

  it("refuses an upload declared larger than the limit without reading it", async () => {
    const request = await multipart(new FormData(), { headers: { "Content-Length": "5000" } });
    await expect(readUploadedFiles(request, 1024)).rejects.toBeInstanceOf(UploadTooLargeError);
  });

  it("refuses an upload that turns out larger while it streams", async () => {
    const form = new FormData();
    form.append("htmlFiles", new File(["x".repeat(5000)], "big.html"));
    await expect(readUploadedFiles(await multipart(form), 1024)).rejects.toThrow("The upload is over the 1 KB limit");
  });

  it("refuses an upload cut short, and a body that is not a multipart form", async () => {
    const form = new FormData();
    form.append("htmlFiles", new File(["x".repeat(5000)], "cut.html"));
    await expect(readUploadedFiles(await multipart(form, { cut: 3000 }), 10_000)).rejects.toBeInstanceOf(
      UploadUnreadableError,
    );
    const urlEncoded = new Request("http://x/", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    await expect(readUploadedFiles(urlEncoded, 10_000)).rejects.toBeInstanceOf(UploadUnreadableError);
  });
});
