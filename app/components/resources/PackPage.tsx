import { ArrowRight, FileText } from "lucide-react";
import { Link } from "react-router";
import { packItemPath } from "~/modules/resources/paths";
import type { PackItemLink } from "~/modules/resources/pack.server";

/** A lead's resources pack: what it holds, each item one click away. */
export function PackPage({ token, items }: { token: string; items: readonly PackItemLink[] }) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">Your Workshop Resources Pack</h1>
      <p className="mt-3 text-lg text-slate-700">
        Everything you need to plan, fill and run your first AI workshop. This page is your own link: bookmark it to
        come back, and print any item to hand out.
      </p>
      <ol className="mt-8 space-y-4">
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              to={packItemPath(token, item.slug)}
              className="group flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
            >
              <FileText aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
              <span>
                <span className="flex items-center gap-2 text-lg font-semibold text-slate-950">
                  {item.title}
                  <ArrowRight aria-hidden="true" className="size-4 text-brand-600 group-hover:translate-x-0.5" />
                </span>
                <span className="mt-1 block text-slate-700">{item.summary}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </main>
  );
}
