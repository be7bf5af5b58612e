import type { OptimizedImage } from "~/modules/importer/working-form";

/** A stored (optimised) image at its own aspect ratio, so the preview does not shift as it loads. */
export function StoredImageThumbnail({ image, className = "" }: { image: OptimizedImage; className?: string }) {
  return (
    <img
      src={image.optimizedUrl}
      alt={image.originalFile}
      width={image.dimensions.width}
      height={image.dimensions.height}
      loading="lazy"
      className={`h-auto w-full rounded-lg ${className}`}
    />
  );
}
