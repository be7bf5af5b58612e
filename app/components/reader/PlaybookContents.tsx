import { Link } from "react-router";
import type { PartListing } from "~/db/queries/reader.server";
import { countOf } from "~/modules/text/words";
import type { ReaderLinks } from "./reader-links";

export function PlaybookContents({ links, parts }: { links: ReaderLinks; parts: readonly PartListing[] }) {
  return (
    <section aria-labelledby="contents-heading" className="mt-10">
      <h2 id="contents-heading" className="text-xl font-bold text-slate-950">
        Playbook Contents
      </h2>
      <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {parts.map((part) => (
          <li key={part.slug}>
            <Link to={links.part(part.slug)} className="flex items-center gap-4 px-4 py-3 hover:bg-slate-50">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700">
                {part.position}
              </span>
              <span className="flex-1 font-medium text-slate-900">{part.title}</span>
              <span className="text-sm text-slate-600">{countOf(part.wordCount, "word")}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
