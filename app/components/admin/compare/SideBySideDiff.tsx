import { withContext, type DiffSegment, type TextComparison } from "~/modules/editor/diff-segments";
import { countOf } from "~/modules/text/words";

interface SideBySideDiffProps {
  comparison: TextComparison;
  /** What the left column holds ("Saved at 10:42 in another tab"), and the right. */
  beforeLabel: string;
  afterLabel: string;
}

function Column({ label, segments }: { label: string; segments: readonly DiffSegment[] }) {
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white">
      <figcaption className="border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-xs font-semibold text-slate-700">
        {label}
      </figcaption>
      <p className="px-3 py-2 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap text-slate-800">
        {withContext(segments).map((segment, index) =>
          "skipped" in segment ? (
            <span key={index} className="my-1 block text-xs text-slate-600 italic">
              … {countOf(segment.skipped, "unchanged word")} …
            </span>
          ) : segment.change === "removed" ? (
            <del key={index} className="rounded bg-red-100 text-red-950">
              <span className="sr-only">[removed: </span>
              {segment.text}
              <span className="sr-only">]</span>
            </del>
          ) : segment.change === "added" ? (
            <ins key={index} className="rounded bg-emerald-100 text-emerald-950 no-underline">
              <span className="sr-only">[added: </span>
              {segment.text}
              <span className="sr-only">]</span>
            </ins>
          ) : (
            <span key={index}>{segment.text}</span>
          ),
        )}
      </p>
    </figure>
  );
}

/** Two versions of a text in two columns, what went struck out on the left and what came marked on the right. */
export function SideBySideDiff({ comparison, beforeLabel, afterLabel }: SideBySideDiffProps) {
  return (
    <div>
      <p className="text-xs text-slate-600">
        {countOf(comparison.removedWords, "word")} only on the left, {countOf(comparison.addedWords, "word")} only on
        the right.
      </p>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        <Column label={beforeLabel} segments={comparison.before} />
        <Column label={afterLabel} segments={comparison.after} />
      </div>
    </div>
  );
}
