import { Loader2 } from "lucide-react";
import { PROSE_CLASS } from "./prose";

/**
 * The part's stored HTML (sanitized on the server), or the placeholder while it is processed.
 * `readDepth` marks the body whose reading depth the page script reports (previews report none).
 */
export function PartBody({ html, readDepth }: { html: string | null; readDepth?: string }) {
  if (html === null || html.trim() === "") {
    return (
      <div className="mt-10 flex items-center gap-3 rounded-xl border border-dashed border-slate-300 p-8 text-slate-700">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-600" />
        <p>This part is still being processed. Please check back in a few minutes.</p>
      </div>
    );
  }
  return (
    <div className={`${PROSE_CLASS} mt-10`} data-read-depth={readDepth} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
