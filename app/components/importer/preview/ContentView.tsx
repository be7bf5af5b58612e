import "~/components/reader/prose.css";
import { numberedPartTitle } from "~/modules/catalog/part-label";
import type { PlaybookPreview } from "~/modules/importer/preview.server";

/** Each part's body as the reader will show it (sanitized again on the server for this view). */
export function ContentView({ preview }: { preview: PlaybookPreview }) {
  return (
    <ol className="space-y-8">
      {preview.parts.map((part, index) => (
        <li key={part.slug} className="rounded-xl border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-slate-950">{numberedPartTitle(index + 1, part.title)}</h3>
          {part.html ? (
            <div className="playbook-prose mt-4" dangerouslySetInnerHTML={{ __html: part.html }} />
          ) : (
            <p className="mt-4 text-sm text-slate-500">This part is empty.</p>
          )}
        </li>
      ))}
    </ol>
  );
}
