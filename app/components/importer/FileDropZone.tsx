import { Upload, X } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { refusedFilesMessage } from "~/modules/importer/file-types";
import { formatFileSize } from "~/modules/importer/source";

interface FileDropZoneProps {
  name: string;
  label: string;
  hint: string;
  /** The file picker's filter. */
  accept: string;
  /** The drop filter (the spec's type rules); files it refuses are named, with `formats`. */
  accepts: (file: File) => boolean;
  /** What the zone takes, in words ("web pages (.html, .htm), …"). */
  formats: string;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** The size limit that applies to a file (an archive may be larger than a page). */
  maxBytesFor: (file: File) => number;
}

/** Writes the list into the file input, so the form submits exactly the files shown. */
function writeFiles(input: HTMLInputElement | null, files: readonly File[]): void {
  if (!input) return;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}

function merge(current: readonly File[], added: readonly File[]): File[] {
  const key = (file: File) => `${file.name}:${file.size}`;
  const known = new Set(current.map(key));
  return [...current, ...added.filter((file) => !known.has(key(file)))];
}

/**
 * A file picker that also takes drag and drop and lists its files with remove buttons. It is a
 * real file input inside the form, so choosing files and submitting works before scripts load.
 */
export function FileDropZone({
  name,
  label,
  hint,
  accept,
  accepts,
  formats,
  files,
  onFilesChange,
  maxBytesFor,
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);

  useEffect(() => writeFiles(input.current, files), [files]);

  /** Adds the files the zone takes and names every one it does not. */
  const add = (chosen: File[]) => {
    setRefused(chosen.filter((file) => !accepts(file)).map((file) => file.name));
    const next = merge(files, chosen.filter(accepts));
    writeFiles(input.current, next);
    if (next.length !== files.length) onFilesChange(next);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`rounded-xl border-2 border-dashed p-6 transition-colors ${
        dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white"
      }`}
    >
      <div className="flex items-center gap-3">
        <Upload aria-hidden="true" className="size-6 text-brand-600" />
        <div>
          <label htmlFor={`${name}-input`} className="font-semibold text-slate-950">
            {label}
          </label>
          <p id={`${name}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        </div>
      </div>
      <input
        ref={input}
        id={`${name}-input`}
        name={name}
        type="file"
        multiple
        accept={accept}
        aria-describedby={`${name}-hint`}
        onChange={(event) => add([...(event.currentTarget.files ?? [])])}
        className="mt-4 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-700"
      />
      {refused.length > 0 && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {refusedFilesMessage(refused, formats)}
        </p>
      )}
      {files.length > 0 && (
        <ul
          aria-label={`Chosen ${label}`}
          className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {files.map((file, index) => (
            <li key={`${file.name}:${file.size}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 truncate text-slate-900">{file.name}</span>
              <span className="flex shrink-0 items-center gap-3">
                {file.size > maxBytesFor(file) ? (
                  <span className="font-medium text-red-700">Over the {formatFileSize(maxBytesFor(file))} limit</span>
                ) : (
                  <span className="text-slate-600">{formatFileSize(file.size)}</span>
                )}
                <button
                  type="button"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => onFilesChange(files.filter((_, position) => position !== index))}
                  className="rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
