import type { PartHeading } from "~/db/playbook-input";

interface TableOfContentsProps {
  headings: readonly PartHeading[];
  /** The page shows one copy above the text on phones and one beside it on wide screens. */
  placement: "top" | "side";
  /** The box around it: drawn only when there is a list to hold, so a part without headings shows none. */
  className?: string;
}

/**
 * Links to the part's own headings; hidden when the part has none. The section being read is
 * highlighted (app/enhancements/toc-highlight.ts sets aria-current on its link).
 */
export function TableOfContents({ headings, placement, className = "" }: TableOfContentsProps) {
  if (headings.length === 0) return null;
  const headingId = `toc-heading-${placement}`;
  return (
    <nav aria-labelledby={headingId} data-toc className={`print:hidden ${className}`}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        On this page
      </h2>
      <ol className="mt-3 space-y-2 border-l border-slate-200 text-sm">
        {headings.map((heading) => (
          <li key={heading.id} className={heading.level > 2 ? "pl-7" : "pl-4"}>
            <a
              href={`#${heading.id}`}
              className="text-slate-700 hover:text-brand-700 aria-[current=location]:font-semibold aria-[current=location]:text-brand-700"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
