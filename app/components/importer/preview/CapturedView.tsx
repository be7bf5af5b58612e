import type { PlaybookPreview } from "~/modules/importer/preview.server";
import { formatFileSize } from "~/modules/importer/source";

/** Remote and inline images the importer fetched, or failed to, with the reason. */
export function CapturedView({ preview }: { preview: PlaybookPreview }) {
  const captured = preview.content.capturedImages;
  if (captured.length === 0) return <p className="text-slate-600">No remote images were captured for this playbook.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {captured.map((image, index) => (
        <li key={`${image.originalUrl}-${index}`} className="px-4 py-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium break-all text-slate-900">{image.fileName}</span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                image.status === "completed" ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"
              }`}
            >
              {image.status === "completed" ? `Completed, ${formatFileSize(image.fileSize)}` : "Failed"}
            </span>
          </div>
          <p className="mt-1 break-all text-slate-600">{image.originalUrl}</p>
          {image.error && <p className="mt-1 text-red-800">{image.error}</p>}
        </li>
      ))}
    </ul>
  );
}
