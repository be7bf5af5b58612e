import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { findPlaybookSnapshotBySlug } from "~/db/queries/admin-playbooks.server";
import { findImportBatch } from "~/db/queries/import-batches.server";
import { listImportImages } from "~/db/queries/import-images.server";
import { saveDraft } from "~/modules/admin/playbook-manager.server";
import { openEditor } from "~/modules/editor/session.server";
import { saveFromEditor } from "~/modules/editor/working-copy.server";
import { type DownloadOptions, downloadImage } from "~/modules/images/download.server";
import { ImageError } from "~/modules/images/errors";
import { withImageServer } from "../../../tests/support/image-server";
import { withTestDatabase } from "../../../tests/support/test-database";
import { importImagesJob, settleBatchImages } from "./images-job.server";
import { startImportBatch } from "./queue.server";
import { retryFailedImages } from "./retry-images.server";
import type { ImportEnvironment } from "./run-batch.server";

/**
 * Web images arrive after their playbook is stored, while the owner may already be editing or
 * renaming it. Whatever the order, the owner's text and the arrived image both end up stored;
 * an image that fails is recorded with why, and can be fetched again.
 */
const t = withTestDatabase();
const images = withImageServer({ "/chart.png": [900, 450] });
const MB = 1024 * 1024;
const SLUG = "charts-for-clients";
const STORED_COPY = /<img src="\/media\/playbooks\/[a-z-]+\/chart-[0-9a-f]{10}-900\.webp"/;

function environment(fetchImage: ImportEnvironment["fetchImage"]): ImportEnvironment {
  return {
    db: t.db,
    storage: t.context.storage,
    logger: t.context.logger,
    settings: {
      maxFileBytes: 2 * MB,
      maxBatchBytes: 20 * MB,
      download: { timeoutMs: 1500, maxBytes: MB, allowPrivateAddresses: true },
    },
    fetchImage,
  };
}

/** A fetcher that holds every download until `release()`: the image is "still on its way". */
function heldFetcher() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const fetchImage = async (url: string, options: DownloadOptions) => {
    await released;
    return downloadImage(url, options);
  };
  return { fetchImage, release };
}

function page(alt = "Monthly hours saved"): Buffer {
  const sections = ["Collect", "Draw", "Explain"].map(
    (name, index) =>
      `<h2>${name} the numbers</h2><p>${"Every client report needs one clear chart and a sentence on what it means. ".repeat(4)}</p>` +
      (index === 0 ? `<p><img src="${images.url("/chart.png")}" alt="${alt}"></p>` : ""),
  );
  return Buffer.from(
    `<html><head><title>Charts for clients</title></head><body><h1>Charts for clients</h1>${sections.join("")}</body></html>`,
  );
}

async function importHeld(fetchImage: ImportEnvironment["fetchImage"]) {
  const env = environment(fetchImage);
  const { batchId, stored } = await startImportBatch(env, "admin", [{ name: "charts.html", bytes: page() }], [], {
    drainImages: false,
  });
  await stored;
  return { env, batchId };
}

const storedHtml = async (slug: string) =>
  (await findPlaybookSnapshotBySlug(t.db, slug))!.input.parts.map((part) => part.html).join("\n");

describe("a web image arriving while the owner edits", () => {
  it("keeps both: the editor opened before the image came saves its text, and the stored copy stays in", async () => {
    const held = heldFetcher();
    const { env, batchId } = await importHeld(held.fetchImage);
    const editor = (await openEditor(t.db, SLUG))!;
    expect(editor.draft.parts[0]!.html).toContain(images.url("/chart.png"));

    held.release();
    await settleBatchImages(env, batchId);
    expect(await storedHtml(SLUG)).toMatch(STORED_COPY);

    // The owner saves the text loaded before the image arrived (its web address still in it).
    const draft = editor.draft;
    const edited = {
      ...draft,
      title: "Charts for clients, revised",
      parts: draft.parts.map((part, index) =>
        index === 0 ? { ...part, html: `${part.html}<p>A sentence the owner added.</p>` } : part,
      ),
    };
    // Saved as the editor page saves (its session's working copy, then the playbook).
    const saved = await saveFromEditor(t.db, { draft: edited, copyId: editor.copyId, savedBy: "owner@example.com" });
    expect(saved).toMatchObject({ ok: true });

    const after = await findPlaybookSnapshotBySlug(t.db, SLUG);
    expect(after!.input.title).toBe("Charts for clients, revised");
    const html = after!.input.parts.map((part) => part.html).join("\n");
    expect(html).toContain("A sentence the owner added.");
    expect(html).toMatch(STORED_COPY);
    expect(html).not.toContain(images.url("/chart.png"));
  });

  it("swaps the image into a playbook renamed before it arrived, and keeps the rename and the text", async () => {
    const held = heldFetcher();
    const { env, batchId } = await importHeld(held.fetchImage);
    const editor = (await openEditor(t.db, SLUG))!;
    const renamed = await saveDraft(t.db, { ...editor.draft, urlSlug: "client-charts" }, "owner@example.com");
    expect(renamed).toMatchObject({ ok: true });

    held.release();
    await settleBatchImages(env, batchId);
    expect(await findPlaybookSnapshotBySlug(t.db, SLUG)).toBeUndefined();
    expect(await storedHtml("client-charts")).toMatch(STORED_COPY);
    const batch = (await findImportBatch(t.db, batchId))!;
    expect(batch.files[0]).toMatchObject({ downloadedImages: 1, failedImages: 0 });
  });
});

describe("images that fail", () => {
  it("records why, keeps the address in the text, and fetches them again on Retry failed images", async () => {
    const dead = async (): Promise<never> => {
      throw new ImageError("Failed to download: no answer within 1.5 s");
    };
    const env = environment(dead);
    const { batchId, done } = await startImportBatch(env, "admin", [{ name: "charts.html", bytes: page() }], []);
    await done;
    let [image] = await listImportImages(t.db, [(await findImportBatch(t.db, batchId))!.files[0]!.id]);
    expect(image).toMatchObject({ status: "failed", error: "Failed to download: no answer within 1.5 s" });
    expect(await storedHtml(SLUG)).toContain(`<img src="${images.url("/chart.png")}" alt="Monthly hours saved"`);

    expect(await retryFailedImages(t.db, batchId)).toEqual({
      ok: true,
      message: "Fetching 1 failed image again: each is swapped in as it arrives, or says again why not.",
    });
    expect((await findImportBatch(t.db, batchId))!.files[0]).toMatchObject({ failedImages: 0 });
    await settleBatchImages(environment(undefined), batchId);
    [image] = await listImportImages(t.db, [image!.fileId]);
    expect(image).toMatchObject({ status: "completed", error: null });
    expect(await storedHtml(SLUG)).toMatch(STORED_COPY);
    expect((await retryFailedImages(t.db, batchId)).ok).toBe(false);
  });

  it("fails the images of a job that gave up, with its reason, and the waiting process returns", async () => {
    const held = heldFetcher();
    const { env, batchId } = await importHeld(held.fetchImage);
    // Another instance's job ran out of tries; nothing will fetch these images any more.
    await t.db
      .updateTable("jobs")
      .set({ status: "failed", attempts: 3, last_error: "the database went away" })
      .where("kind", "=", "import-images")
      .execute();
    await settleBatchImages(env, batchId);
    const [image] = await listImportImages(t.db, [(await findImportBatch(t.db, batchId))!.files[0]!.id]);
    expect(image).toMatchObject({
      status: "failed",
      error:
        'The download job gave up after 3 tries (the database went away): choose "Retry failed images" to try again.',
    });
  });

  it("on its last try, a job whose swaps cannot be written fails its waiting images with the reason", async () => {
    const held = heldFetcher();
    const { env, batchId } = await importHeld(held.fetchImage);
    held.release();
    const fileId = (await findImportBatch(t.db, batchId))!.files[0]!.id;
    const job = importImagesJob({ fetchImage: env.fetchImage, settings: env.settings });
    const context = { ...t.context, job: { id: "job", key: fileId, attempt: 3 }, signal: new AbortController().signal };
    await sql`ALTER TABLE playbook_parts RENAME TO playbook_parts_away`.execute(t.db);
    try {
      await expect(job.run({ fileId }, context)).rejects.toThrow();
    } finally {
      await sql`ALTER TABLE playbook_parts_away RENAME TO playbook_parts`.execute(t.db);
    }
    const [image] = await listImportImages(t.db, [fileId]);
    expect(image).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/^The download job gave up after 3 tries \(/),
    });
  });
});

describe("alt text on save", () => {
  it("never refuses a save that does not touch an imported image without alt text, and refuses one that adds such an image", async () => {
    const env = environment(undefined);
    const { done } = await startImportBatch(env, "admin", [{ name: "charts.html", bytes: page("") }], []);
    await done;
    const editor = (await openEditor(t.db, SLUG))!;
    const retitled = await saveDraft(
      t.db,
      { ...editor.draft, title: "Charts for clients, retitled" },
      "owner@example.com",
    );
    expect(retitled).toMatchObject({ ok: true });

    const reopened = (await openEditor(t.db, SLUG))!;
    const withNewImage = {
      ...reopened.draft,
      parts: reopened.draft.parts.map((part, index) =>
        index === 1 ? { ...part, html: `${part.html}<p><img src="/media/new-chart.webp" alt=""></p>` } : part,
      ),
    };
    const refused = await saveDraft(t.db, withNewImage, "owner@example.com");
    expect(refused).toMatchObject({
      ok: false,
      errors: [expect.stringContaining("1 image has no alt text (new-chart.webp)")],
    });
  });
});
