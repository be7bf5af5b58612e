import { X } from "lucide-react";

/**
 * Shown by app/enhancements/search-highlight.ts on a part opened from a search result: which
 * words are highlighted, and a button that clears them. Fixed to the bottom of the viewport,
 * so appearing moves nothing in the page.
 */
export function SearchHighlightBar() {
  return (
    <div
      hidden
      data-search-highlight
      className="fixed inset-x-0 bottom-4 z-30 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-3 rounded-full bg-slate-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg print:hidden"
    >
      <p className="min-w-0 truncate">
        Highlighting <span data-search-highlight-words className="font-semibold" />
      </p>
      <button
        type="button"
        data-search-highlight-clear
        className="flex shrink-0 items-center gap-1 rounded-full bg-white/15 px-3 py-1 font-medium hover:bg-white/25"
      >
        <X aria-hidden="true" className="size-4" />
        Clear highlights
      </button>
    </div>
  );
}
