import { AlertCircle, CheckCircle2, Clock, Loader2 } from "lucide-react";
import type { ImportBatchView, ImportFileView } from "~/db/queries/import-batches.server";
import { countBatch } from "~/modules/importer/progress";
import { EmptyState } from "./EmptyState";
import { ProgressMeter } from "./ProgressMeter";

const STATUS = {
  pending: { label: "Pending", Icon: Clock, className: "text-slate-500" },
  processing: { label: "Processing", Icon: Loader2, className: "animate-spin text-brand-600" },
  completed: { label: "Completed", Icon: CheckCircle2, className: "text-green-700" },
  error: { label: "Error", Icon: AlertCircle, className: "text-red-700" },
} as const;

/** The Progress tab: overall bar, counts, each file's status and image counts, and the errors. */
export function ProgressPanel({ batch }: { batch?: ImportBatchView }) {
  if (!batch)
    return <EmptyState title="No batch yet" text="Add HTML files on the Batch Import tab and process them." />;
  const counts = countBatch(batch.files);
  const failed = batch.files.filter((file) => file.status === "error");
  return (
    <div className="space-y-8">
      <section aria-labelledby="overall-heading">
        <div className="flex items-baseline justify-between">
          <h2 id="overall-heading" className="text-lg font-semibold text-slate-950">
            {batch.status === "processing" ? "Processing files" : "Batch finished"}
          </h2>
          <span className="text-sm text-slate-600">{counts.percent}%</span>
        </div>
        <ProgressMeter
          labelledBy="overall-heading"
          percent={counts.percent}
          counts={[
            { label: "Completed", value: counts.completed, className: "text-green-700" },
            { label: "Errors", value: counts.errors, className: "text-red-700" },
            { label: "Pending", value: counts.pending, className: "text-slate-700" },
          ]}
        />
        {batch.status === "processing" && (
          <noscript>
            <p className="mt-4 text-sm">
              <a href={`?batch=${batch.id}`} className="font-semibold text-brand-700 underline">
                Refresh progress
              </a>
            </p>
          </noscript>
        )}
      </section>

      <section aria-labelledby="files-heading">
        <h2 id="files-heading" className="text-lg font-semibold text-slate-950">
          Files
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {batch.files.map((file) => (
            <FileRow key={file.id} file={file} />
          ))}
        </ul>
      </section>

      {failed.length > 0 && (
        <section aria-labelledby="errors-heading">
          <h2 id="errors-heading" className="text-lg font-semibold text-slate-950">
            Error Details
          </h2>
          <ul className="mt-3 space-y-3">
            {failed.map((file) => (
              <li key={file.id} className="rounded-xl border border-red-200 bg-red-50 p-4">
                <div className="flex items-center gap-2">
                  <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">Failed</span>
                  <span className="font-medium break-all text-slate-950">{file.fileName}</span>
                </div>
                <p className="mt-2 text-sm text-red-900">{file.error ?? "Unknown error"}</p>
                {file.totalImages > 0 && <ImageCounts file={file} />}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function FileRow({ file }: { file: ImportFileView }) {
  const status = STATUS[file.status];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <span className="flex min-w-0 items-center gap-2">
        <status.Icon aria-hidden="true" className={`size-4 shrink-0 ${status.className}`} />
        <span className="truncate font-medium text-slate-900">{file.fileName}</span>
      </span>
      <span className="flex items-center gap-4">
        {file.totalImages > 0 && <ImageCounts file={file} />}
        <span className="font-medium text-slate-700">{status.label}</span>
      </span>
    </li>
  );
}

/** The spec's image download counts: downloaded/total, and failed. */
function ImageCounts({ file }: { file: ImportFileView }) {
  return (
    <span className="text-xs text-slate-600">
      Images {file.downloadedImages}/{file.totalImages}
      {file.failedImages > 0 && <span className="ml-2 text-red-700">{file.failedImages} failed</span>}
    </span>
  );
}
