import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryFolder } from "../../../tests/support/temporary-folder";
import { FileSystemStorage, isSafeKey } from "./storage.server";

describe("media storage", () => {
  it("refuses keys that could leave the storage folder", () => {
    for (const key of ["../etc/passwd", "a/../../b", "/abs", "a\\b", "a/./b", "", "a\0b"]) {
      expect(isSafeKey(key), key).toBe(false);
    }
    expect(isSafeKey("playbooks/ai-fundamentals/diagram-3f2a.svg")).toBe(true);
  });

  it("stores and reads back an object with its content type", async () => {
    const storage = new FileSystemStorage(temporaryFolder("storage"));
    await storage.put("playbooks/x/a.webp", Buffer.from("abc"), "image/webp");
    expect(await storage.get("playbooks/x/a.webp")).toEqual({ body: Buffer.from("abc"), contentType: "image/webp" });
    expect(await storage.get("playbooks/x/missing.webp")).toBeUndefined();
    expect(await storage.get("../x")).toBeUndefined();
    // A folder, or a path through a file, is no object either (it used to throw EISDIR/ENOTDIR).
    expect(await storage.get("playbooks/x")).toBeUndefined();
    expect(await storage.get("playbooks/x/a.webp/b")).toBeUndefined();
    expect(storage.publicPath("playbooks/x/a.webp")).toBe("/media/playbooks/x/a.webp");
  });

  it("leaves no temporary file behind when a write fails", async () => {
    const folder = temporaryFolder("storage");
    const storage = new FileSystemStorage(folder);
    await storage.put("playbooks/x/a.webp/b.webp", Buffer.from("abc"), "image/webp");
    // A folder already stands where the object would go: the write fails.
    await expect(storage.put("playbooks/x/a.webp", Buffer.from("abc"), "image/webp")).rejects.toThrow();
    expect(fs.readdirSync(path.join(folder, "playbooks/x"))).toEqual(["a.webp"]);
  });

  it("takes several writes of the same key at once (two imports of one image)", async () => {
    const storage = new FileSystemStorage(temporaryFolder("storage"));
    const body = Buffer.from("same image");
    await Promise.all(Array.from({ length: 8 }, () => storage.put("playbooks/x/shared.webp", body, "image/webp")));
    expect((await storage.get("playbooks/x/shared.webp"))?.body).toEqual(body);
  });
});
