import { lazy, Suspense, type RefObject } from "react";
import { useHydrated } from "~/components/ui/useHydrated";

// The visual editor (TipTap) is a chunk of its own, fetched once the editor page has hydrated:
// no other page, and no reading page, ever loads it.
const RichPartEditor = lazy(() => import("./RichPartEditor"));

/** What the page asks of the visual editor. */
export interface PartEditorHandle {
  /**
   * A part's HTML as the editor holds it now, written out if it changed since the last time;
   * undefined when the editor has nothing newer than what the page has.
   */
  htmlOf: (key: number) => string | undefined;
  /** Puts the caret back where it was in the part on screen. */
  focus: () => void;
}

export interface ShownPart {
  /** Stable while parts move around. */
  key: number;
  /** 1-based, for labels. */
  position: number;
  html: string;
  /** What the empty part is for. */
  placeholder: string;
}

export interface PartBodyEditorProps {
  /** The playbook's slug: where pasted images are stored. */
  slug: string;
  part: ShownPart;
  /** A part's HTML, written out when the writer pauses and when another part is shown. */
  onChange: (key: number, html: string) => void;
  /** Every change, at once: cheap, so typing stays fast in a long part. */
  onTyping: () => void;
  handle: RefObject<PartEditorHandle | null>;
}

/**
 * The part on screen. Before scripts run (and while the editor loads) it is the HTML in a
 * textarea, so the form works without JavaScript; then the visual editor takes over, one
 * editor for every part, each keeping its own caret, scroll and undo history.
 */
export function PartBodyEditor(props: PartBodyEditorProps) {
  const hydrated = useHydrated();
  const { part } = props;
  const plain = (
    <label className="block text-sm font-medium text-slate-800">
      Part {part.position} content (HTML)
      <textarea
        name="partHtml"
        value={part.html}
        rows={16}
        placeholder={part.placeholder}
        onChange={(event) => {
          props.onChange(part.key, event.currentTarget.value);
          props.onTyping();
        }}
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
