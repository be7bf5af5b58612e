import { buttonClass } from "~/components/ui/button";

interface SourceViewProps {
  part: number;
  html: string;
  onChange: (html: string) => void;
  /** What the visual editor would drop from this HTML (it stays here until the owner decides). */
  losses: readonly string[];
  onSwitchAnyway: () => void;
}

/** The part as HTML, for power users and for markup the visual editor cannot keep. Sanitized on save. */
export function SourceView({ part, html, onChange, losses, onSwitchAnyway }: SourceViewProps) {
  return (
    <div>
      {losses.length > 0 && (
        <div role="status" className="border border-b-0 border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p>
            This part has markup the visual editor cannot keep ({losses.join(", ")}), so it is shown as HTML and nothing
            is lost. Edit it here, or switch to the visual editor and let those go.
          </p>
          <button type="button" onClick={onSwitchAnyway} className={`${buttonClass("secondary", "sm")} mt-2`}>
            Use the visual editor anyway
          </button>
        </div>
      )}
      <label className="sr-only" htmlFor={`part-${part}-html`}>
        Part {part} content (HTML)
      </label>
      <textarea
        id={`part-${part}-html`}
        value={html}
        rows={14}
        spellCheck={false}
        onChange={(event) => onChange(event.currentTarget.value)}
        className="block w-full rounded-b-lg border border-slate-300 px-3 py-2 font-mono text-sm text-slate-900"
      />
    </div>
  );
}
