import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PrintButton } from "~/components/tools/PrintButton";
import { packItemPath, packPath } from "~/modules/resources/paths";
// The reader's stylesheet, not its module: sharing the module would split it out of the part page's script.
import "~/components/reader/prose.css";
import "./pack-print.css";

interface PackItemPageProps {
  token: string;
  item: { slug: string; title: string; summary: string; html: string };
  next?: { slug: string; title: string };
}

/** One item of a lead's resources pack, laid out to read on screen and to print. */
export function PackItemPage({ token, item, next }: PackItemPageProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-10 print:max-w-none print:p-0">
      <nav aria-label="Breadcrumb" className="no-print text-sm">
        <Link
          to={packPath(token)}
          className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Your workshop resources pack
        </Link>
      </nav>
      <header className="mt-4 border-b border-slate-200 pb-6 print:mt-0 print:pb-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 print:text-2xl">{item.title}</h1>
        <p className="mt-3 text-lg text-slate-700 print:hidden">{item.summary}</p>
        <div className="mt-4 print:hidden">
          <PrintButton label="Print this page" />
        </div>
      </header>
      <article className="playbook-prose pack-print" dangerouslySetInnerHTML={{ __html: item.html }} />
      {next && (
        <nav aria-label="Next in the pack" className="no-print mt-12 border-t border-slate-200 pt-6">
          <Link
            to={packItemPath(token, next.slug)}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            Next: {next.title}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </nav>
      )}
    </main>
  );
}
