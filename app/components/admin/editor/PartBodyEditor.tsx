import { lazy, Suspense } from "react";
import { useHydrated } from "~/components/ui/useHydrated";

// The visual editor (TipTap) is a chunk of its own, fetched only when a part is edited: no
// other page, and no reading page, ever loads it.
const RichPartEditor = lazy(() => import("./RichPartEditor"));

export interface PartBodyEditorProps {
  /** 1-based, for labels. */
  part: number;
  /** The playbook's slug: where pasted images are stored. */
  slug: string;
  html: string;
  /** What the empty part is for. */
  placeholder: string;
  onChange: (html: string) => void;
}

/**
 * A part's body. Before scripts run (and while the editor loads) it is the HTML in a textarea,
 * so the form works without JavaScript; then the visual editor takes over the same field.
 */
export function PartBodyEditor(props: PartBodyEditorProps) {
  const hydrated = useHydrated();
  const plain = (
    <label className="mt-3 block text-sm font-medium text-slate-800">
      Part {props.part} content (HTML)
      <textarea
        name="partHtml"
        value={props.html}
        rows={8}
        placeholder={props.placeholder}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm text-slate-900"
      />
    </label>
  );
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <RichPartEditor {...props} />
    </Suspense>
  );
}
