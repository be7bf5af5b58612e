import type { PlaybookPreview } from "~/modules/importer/preview.server";
import { formatFileSize } from "~/modules/importer/source";
import { StoredImageThumbnail } from "./StoredImageThumbnail";

/** Each stored image: sizes before and after, compression, dimensions and format. */
export function OptimizedView({ preview }: { preview: PlaybookPreview }) {
  const optimized = preview.content.optimizedImages;
  if (optimized.length === 0) return <p className="text-slate-600">No images were optimized for this playbook.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {optimized.map((image) => (
        <li key={image.optimizedUrl} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <StoredImageThumbnail image={image} />
          <p className="mt-3 font-medium break-all text-slate-900">{image.originalFile}</p>
          <p className="text-slate-600">
            {formatFileSize(image.originalSize)} → {formatFileSize(image.optimizedSize)} (
            {Math.round(image.compressionRatio * 100)}% of the original), {image.dimensions.width} ×{" "}
            {image.dimensions.height}, {image.format.toUpperCase()}
          </p>
        </li>
      ))}
    </ul>
  );
}
