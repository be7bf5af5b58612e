import { AlertTriangle, ImageOff, Loader2 } from "lucide-react";
import { Link } from "react-router";
import { editorHref } from "~/modules/editor/addresses";
import type { ResultNotes } from "~/modules/importer/results";
import { countOf } from "~/modules/text/words";

/** "Check categories": the categories were a guess, with the reasons and where to set them. */
export function CategoryCheck({ title, notes }: { title: string; notes: ResultNotes }) {
  if (notes.categoryCheck.length === 0) return null;
  return (
    <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4" />
        Check categories
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {notes.categoryCheck.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <Link to="/admin/categories" className="mt-1 inline-block font-medium underline">
        Set the categories<span className="sr-only"> of {title}</span>
      </Link>
    </div>
  );
}

/** Images nobody described yet, each with a link to the editor where its alt text is set. */
export function MissingAlt({ slug, notes }: { slug: string; notes: ResultNotes }) {
  if (notes.missingAlt.length === 0) return null;
  return (
    <details className="mt-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-amber-900">
        {countOf(notes.missingAlt.length, "image")} without alt text
      </summary>
      <ul className="mt-1 space-y-1">
        {notes.missingAlt.map((missing, index) => (
          <li key={`${missing.part}:${missing.image}:${index}`} className="flex flex-wrap items-baseline gap-x-2">
            <span className="min-w-0 truncate text-slate-900">
              {missing.image} in “{missing.part}”
            </span>
            <Link to={editorHref(slug)} className="font-medium underline">
              Describe it<span className="sr-only"> ({missing.image})</span>
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Before publishing: the parts with nothing to read, which visitors will not see. */
export function EmptyParts({ notes }: { notes: ResultNotes }) {
  if (!notes.emptyParts) return null;
  return (
    <p className="mt-3 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {notes.emptyParts}
    </p>
  );
}

/** The web images that arrive after the playbook: how many have, how many are on their way, and each failure. */
export function WebImages({ notes }: { notes: ResultNotes }) {
  const images = notes.webImages;
  if (images.length === 0) return null;
  const arrived = images.filter((image) => image.status === "completed").length;
  const waiting = images.filter((image) => image.status === "pending").length;
  const failed = images.filter((image) => image.status === "failed");
  return (
    <div className="mt-3 text-sm text-slate-700">
      <p className="flex items-center gap-2">
        {waiting > 0 && <Loader2 aria-hidden="true" className="size-4 animate-spin text-brand-600" />}
        Web images: {arrived} of {images.length} stored
        {waiting > 0 && `, ${waiting} on the way`}
        {failed.length > 0 && <span className="text-red-700">, {countOf(failed.length, "failed", "failed")}</span>}
      </p>
      {failed.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer font-medium text-red-800">Why images failed</summary>
          <ul className="mt-1 space-y-1">
            {failed.map((image) => (
              <li key={image.url} className="flex gap-2">
                <ImageOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
                <span className="min-w-0">
                  <span className="block truncate text-slate-900" title={image.url}>
                    {image.url}
                  </span>
                  <span className="text-red-800">{image.error ?? "Unknown error"}</span>
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
