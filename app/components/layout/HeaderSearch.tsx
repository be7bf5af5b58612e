import { Search } from "lucide-react";
import { FILTER_PARAMS } from "~/modules/catalog/filters";

/** The field's id, for its label and for the search launcher (app/enhancements/search-launcher.ts). */
export const HEADER_SEARCH_ID = "site-search";

/**
 * The header's search, on every page. Without scripts, a plain GET form to the catalog's
 * search. With them, app/enhancements/search-launcher.ts opens the search dialog instead, on a
 * click or typing in this field, Enter, '/' or Ctrl/⌘-K (never on focus alone), loading its
 * code (`dialogScript`) on first use.
 */
export function HeaderSearch({ dialogScript }: { dialogScript?: string }) {
  return (
    <form
      role="search"
      aria-label="Site"
      action="/catalog"
      method="get"
      data-search-launcher={dialogScript}
      className="relative flex min-w-0 flex-1 items-center md:max-w-xs"
    >
      <label htmlFor={HEADER_SEARCH_ID} className="sr-only">
        Search all playbooks
      </label>
      <input
        id={HEADER_SEARCH_ID}
        type="search"
        name={FILTER_PARAMS.search}
        placeholder="Search playbooks"
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white pr-16 pl-3 text-sm text-slate-900 placeholder:text-slate-500"
      />
      {/* The shortcut works only with the launcher, which shows the hint (no layout shift: it sits over the field). */}
      <kbd
        hidden
        data-search-shortcut
        className="pointer-events-none absolute right-10 hidden rounded border border-slate-300 px-1.5 text-xs font-medium text-slate-600 sm:block"
      >
        /
      </kbd>
      <button
        type="submit"
        className="absolute right-1 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-950"
      >
        <Search aria-hidden="true" className="size-4" />
        {/* Not "Search": pages with a search form of their own (the admin's) keep a unique button name. */}
        <span className="sr-only">Find playbooks</span>
      </button>
    </form>
  );
}
