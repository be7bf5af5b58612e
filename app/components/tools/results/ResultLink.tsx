import { Bookmark, Copy } from "lucide-react";
import { useId } from "react";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/useHydrated";
import { useCopyLink } from "../useCopyLink";

/**
 * The result's own link, to come back to it or pass it on: readable and selectable before
 * scripts load, with a Copy button once they have.
 */
export function ResultLink({ url }: { url: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const copyLink = useCopyLink();
  return (
    <div className="mb-8 rounded-lg border border-slate-200 bg-slate-50 p-4 print:hidden">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <Bookmark aria-hidden="true" className="size-4 text-brand-700" />
        Saved at its own link: bookmark it or share it to open this result again.
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900"
        />
        {hydrated && (
          <button type="button" onClick={() => copyLink(url)} className={buttonClass("secondary")}>
            <Copy aria-hidden="true" className="size-4" />
            Copy link
          </button>
        )}
      </div>
    </div>
  );
}
