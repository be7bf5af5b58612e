import { useEffect, useId, useState } from "react";
import { UPLOAD_IMAGE_TYPES } from "~/modules/editor/image-limits";

interface ImageFieldProps {
  /** "featureImage" or "socialImage": the stored path's field; the file goes as `${name}File`. */
  name: "featureImage" | "socialImage";
  label: string;
  /** The stored image's path, "" for none. */
  value: string;
  /** What shows when none is set (the generated share image), and says so. */
  fallback?: { src: string; caption: string };
  hint: string;
  error?: string;
  /** A new file was chosen (its preview address) or removed ("" keeps the stored one). */
  onPreview?: (src: string) => void;
}

/**
 * An image setting: the current image, a file to upload in its place (sent with the form, so it
 * works without scripts), and "Remove". With scripts the chosen file shows at once.
 */
export function ImageField({ name, label, value, fallback, hint, error, onPreview }: ImageFieldProps) {
  const id = useId();
  const [chosen, setChosen] = useState("");
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen]);
  const removeName = `remove${name[0]!.toUpperCase()}${name.slice(1)}`;
  const shown = chosen || value || fallback?.src || "";
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <input type="hidden" name={name} value={value} />
      {shown && (
        <figure>
          <img
            src={shown}
            alt=""
            className="aspect-[1200/630] w-full max-w-sm rounded-lg border border-slate-200 object-cover"
          />
          <figcaption className="mt-1 text-xs text-slate-600">
            {chosen ? "New image, saved with the form." : value ? "Current image." : fallback?.caption}
          </figcaption>
        </figure>
      )}
      <label htmlFor={id} className="block text-sm text-slate-800">
        {value ? "Replace with" : "Upload"}
        <input
          id={id}
          type="file"
          name={`${name}File`}
          accept={Object.keys(UPLOAD_IMAGE_TYPES).join(",")}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            const preview = file ? URL.createObjectURL(file) : "";
            setChosen(preview);
            onPreview?.(preview);
          }}
          className="mt-1 block text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
        />
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      {value && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name={removeName} className="size-4 accent-brand-600" />
          Remove this image
        </label>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
