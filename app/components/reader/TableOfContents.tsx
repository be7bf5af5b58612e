import type { PartHeading } from "~/modules/catalog/playbook";

/** Links to the part's own headings; hidden when the part has none. */
export function TableOfContents({ headings }: { headings: readonly PartHeading[] }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="toc-heading" className="print:hidden">
      <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        On this page
      </h2>
      <ol className="mt-3 space-y-2 border-l border-slate-200 text-sm">
        {headings.map((heading) => (
          <li key={heading.id} className={heading.level > 2 ? "pl-7" : "pl-4"}>
            <a href={`#${heading.id}`} className="text-slate-700 hover:text-brand-700">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
