import type { SearchSnippet } from "~/modules/seo/playbook-seo";

/** How the playbook appears as a Google result, from what the form holds now. */
export function SearchPreview({ snippet }: { snippet: SearchSnippet }) {
  return (
    <figure aria-label="Search result preview" className="rounded-lg border border-slate-200 bg-white p-4 font-sans">
      <figcaption className="mb-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Search result
      </figcaption>
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-700"
        >
          {snippet.siteName.charAt(0)}
        </span>
        <span className="min-w-0 text-sm leading-tight">
          <span className="block text-slate-900">{snippet.siteName}</span>
          <span className="block truncate text-slate-600">{snippet.breadcrumb}</span>
        </span>
      </div>
      <p className="mt-2 text-xl leading-snug text-[#1a0dab]" data-preview="search-title">
        {snippet.title}
      </p>
      <p className="mt-1 text-sm leading-relaxed text-slate-700" data-preview="search-description">
        {snippet.description}
      </p>
    </figure>
  );
}
