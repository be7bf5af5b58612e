import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findImportBatch } from "~/db/queries/import-batches.server";
import { listTrash } from "~/db/queries/trash.server";
import type { AppContext } from "~/context";
import { loader as exportLoader } from "~/routes/api.admin.import.export";
import { loader as importerLoader } from "~/routes/admin.import";
import { action as uploadAction } from "~/routes/admin.import._index";
import { loader as previewLoader } from "~/routes/admin.import.preview";
import { action as resultsAction, loader as resultsLoader } from "~/routes/admin.import.results";
import { adminRequest, adminSessionCookie } from "../support/admin-requests";
import { withTestDatabase } from "../support/test-database";

const t = withTestDatabase();
const ORIGIN = "https://playbooks.test";
const FIXTURES = path.resolve("tests/fixtures/import");

function call<T>(fn: (args: never) => T, request: Request, context: AppContext = t.context): T {
  return fn({ request, params: {}, context } as never);
}

function upload(cookie: string, files: Record<string, string[]>): Request {
  const form = new FormData();
  for (const [field, names] of Object.entries(files)) {
    for (const name of names)
      form.append(field, new File([fs.readFileSync(path.join(FIXTURES, name))], path.basename(name)));
  }
  return new Request(`${ORIGIN}/admin/import?index`, {
    method: "POST",
    body: form,
    headers: { Origin: ORIGIN, Cookie: cookie },
  });
}

/** The batch's conversion worker starts cold (tsx compiles the importer in it): on a busy machine that takes seconds. */
async function finished(batchId: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const batch = await findImportBatch(t.db, batchId);
    if (batch?.status === "completed") return batch;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the batch did not finish");
}

const unwrap = (result: unknown) =>
  (result && typeof result === "object" && "data" in result ? (result as { data: unknown }).data : result) as Record<
    string,
    unknown
  >;

describe("the importer screens' server side", () => {
  it("sends anonymous visitors to the sign-in screen and refuses the export API with 401", async () => {
    const page = await call(importerLoader, adminRequest("/admin/import")).catch((error: unknown) => error);
    expect((page as Response).status).toBe(302);
    const api = await call(exportLoader, adminRequest("/api/admin/import/export")).catch((error: unknown) => error);
    expect((api as Response).status).toBe(401);
  });

  it("uploads a batch, then serves its progress, results, preview and export, and deletes a result", async () => {
    const cookie = await adminSessionCookie(t.context);
    const response = (await call(
      uploadAction,
      upload(cookie, { htmlFiles: ["google-docs-export.html", "empty.html"], images: ["images/image1.png"] }),
    )) as Response;
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!, ORIGIN);
    expect(location.pathname).toBe("/admin/import/progress");
    expect(location.searchParams.get("started")).toBe("1");
    const batchId = location.searchParams.get("batch")!;
    await finished(batchId);

    const layout = await call(importerLoader, adminRequest(`/admin/import/progress?batch=${batchId}`, { cookie }));
    expect(layout.batch?.files.map((file) => [file.fileName, file.status])).toEqual([
      ["google-docs-export.html", "completed"],
      ["empty.html", "error"],
    ]);

    const results = await call(resultsLoader, adminRequest(`/admin/import/results?batch=${batchId}`, { cookie }));
    expect(results.playbooks).toMatchObject([{ slug: "pricing-your-ai-services-without-guesswork", imageCount: 1 }]);

    const preview = await call(
      previewLoader,
      adminRequest(
        `/admin/import/preview?batch=${batchId}&slug=pricing-your-ai-services-without-guesswork&view=content`,
        { cookie },
      ),
    );
    expect(preview.view).toBe("content");
    expect(preview.preview?.parts[0]?.html).toContain("<p>");

    const exported = (await call(
      exportLoader,
      adminRequest(`/api/admin/import/export?batch=${batchId}`, { cookie }),
    )) as Response;
    expect(exported.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="playbooks-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(exported.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await exported.json()).toMatchObject({ totalPlaybooks: 1, playbooks: [{ images: ["image1.png"] }] });

    const deleted = await call(
      resultsAction,
      adminRequest(`/admin/import/results?batch=${batchId}`, {
        cookie,
        form: { intent: "delete", slug: "pricing-your-ai-services-without-guesswork" },
      }),
    );
    expect(unwrap(deleted)).toMatchObject({ intent: "delete", ok: true });
    expect((await listTrash(t.db)).map((entry) => entry.slug)).toEqual(["pricing-your-ai-services-without-guesswork"]);
    expect(
      (await call(resultsLoader, adminRequest(`/admin/import/results?batch=${batchId}`, { cookie }))).playbooks,
    ).toEqual([]);
  });

  it("asks for HTML files when none were sent", async () => {
    const cookie = await adminSessionCookie(t.context);
    const result = unwrap(await call(uploadAction, upload(cookie, { images: ["images/image1.png"] })));
    expect(result).toEqual({ error: "Please add HTML files to process" });
  });

  it("refuses an upload over the batch limit with the spec's import error", async () => {
    const cookie = await adminSessionCookie(t.context);
    const small = { ...t.context, config: { ...t.context.config, IMPORT_MAX_BATCH_BYTES: 2048 } };
    const result = unwrap(await call(uploadAction, upload(cookie, { htmlFiles: ["wordpress-post.html"] }), small));
    expect(result.error).toBe(
      "Failed to import playbooks: The upload is over the 2 KB limit for one batch. Import fewer files at a time.",
    );
  });
});
