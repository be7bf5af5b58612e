import { ChevronDown, Plus } from "lucide-react";
import { useId, useState, type MouseEvent } from "react";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/useHydrated";
import { readingTimeMinutes } from "~/db/playbook-input";
import { PARTS_MAX } from "~/modules/admin/playbook-draft";
import { countOf } from "~/modules/text/words";

interface PartsSidebarProps {
  parts: readonly { key: number; title: string }[];
  /** The index of the part in the writing area. */
  shown: number;
  /** Each part's words by the server's rule (undefined until counted). */
  wordCounts?: readonly number[];
  onShow: (index: number) => void;
  onAdd: () => void;
}

const length = (words: number) => `${countOf(words, "word")} · ${readingTimeMinutes(words)} min read`;

/**
 * The playbook's parts, one button each: it shows that part in the writing area (with scripts
 * in place; without them it sends the form, so nothing typed is lost). Word counts and reading
 * times for each part and the whole playbook. On a phone the list folds under one button.
 */
export function PartsSidebar({ parts, shown, wordCounts, onShow, onAdd }: PartsSidebarProps) {
  const hydrated = useHydrated();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const total = wordCounts?.reduce((sum, words) => sum + words, 0);
  const show = (index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setOpen(false);
    onShow(index);
  };
  return (
    <nav aria-label="Parts" className="rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-950">Parts</h2>
        {total !== undefined && <p className="text-xs text-slate-600">Playbook: {length(total)}</p>}
      </div>
      {hydrated && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className={`${buttonClass("secondary", "sm")} mt-2 w-full justify-between lg:hidden`}
        >
          <span className="truncate">
            Part {shown + 1} of {parts.length}: {parts[shown]?.title}
          </span>
          <ChevronDown aria-hidden="true" className={`size-4 shrink-0 ${open ? "rotate-180" : ""}`} />
        </button>
      )}
      <div id={listId} className={hydrated && !open ? "hidden lg:block" : ""}>
        <ol className="mt-2 space-y-1">
          {parts.map((part, index) => (
            <li key={part.key}>
              <button
                type="submit"
                name="showPart"
                value={index}
                aria-current={index === shown ? "true" : undefined}
                onClick={show(index)}
                className="w-full rounded-lg px-2 py-1.5 text-left hover:bg-slate-100 aria-[current=true]:bg-brand-50 aria-[current=true]:ring-1 aria-[current=true]:ring-brand-600"
              >
                <span className="block text-xs text-slate-600">Part {index + 1}</span>
                <span className="block text-sm font-medium text-slate-950">{part.title.trim() || "Untitled part"}</span>
                {wordCounts?.[index] !== undefined && (
                  <span className="block text-xs text-slate-600">{length(wordCounts[index])}</span>
                )}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="submit"
          name="partOperation"
          value="add"
          disabled={parts.length >= PARTS_MAX}
          onClick={(event) => {
            event.preventDefault();
            onAdd();
          }}
          className={`${buttonClass("secondary", "sm")} mt-2 w-full`}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add part
        </button>
      </div>
    </nav>
  );
}
