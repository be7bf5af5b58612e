import { data, redirect, useRouteLoaderData } from "react-router";
import { BatchImportForm } from "~/components/importer/BatchImportForm";
import { requireAdmin } from "~/modules/auth/guard.server";
import { isImageFile } from "~/modules/importer/file-types";
import { startImportBatch } from "~/modules/importer/queue.server";
import { importSettings } from "~/modules/importer/settings.server";
import { UploadRefusedError, readUploadedFiles } from "~/modules/importer/upload.server";
import type { Route } from "./+types/admin.import._index";
import type { loader as importerLoader } from "./admin.import";

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const settings = importSettings(context.config);
  try {
    const upload = await readUploadedFiles(request, settings.maxBatchBytes);
    const htmlFiles = upload.get("htmlFiles") ?? [];
    if (htmlFiles.length === 0) return data({ error: "Please add HTML files to process" }, { status: 400 });
    const images = (upload.get("images") ?? []).filter(isImageFile);
    const { batchId, done } = await startImportBatch(
      { db: context.db, storage: context.storage, logger: context.logger, settings },
      "admin",
      htmlFiles,
      images,
      // The server's job runner fetches the web images, on whichever instance claims them.
      { drainImages: false },
    );
    done.catch((error: unknown) => context.logger.error({ err: error, batchId }, "import batch stopped"));
    return redirect(`/admin/import/progress?batch=${batchId}&started=1`);
  } catch (error) {
    const refused = error instanceof UploadRefusedError;
    if (!refused) context.logger.error({ err: error }, "import upload failed");
    return data(
      { error: `Failed to import playbooks: ${refused ? error.message : "the upload could not be read."}` },
      { status: refused ? error.status : 500 },
    );
  }
}

export default function BatchImportTab({ actionData }: Route.ComponentProps) {
  const importer = useRouteLoaderData<typeof importerLoader>("routes/admin.import");
  return (
    <BatchImportForm
      maxFileBytes={importer?.maxFileBytes ?? 0}
      maxBatchBytes={importer?.maxBatchBytes ?? 0}
      batchRunning={importer?.batch?.status === "processing"}
      error={actionData?.error}
    />
  );
}
