import { AlertTriangle, ArrowRight, CheckCircle2, Circle, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { ProgressBar } from "~/components/ui/ProgressBar";
import type { LaunchChecklist as Checklist } from "~/modules/site/launch-checklist.server";

/** Before launch: what the publication still needs, each item worked out from the site and linked to where it is done. */
export function LaunchChecklist({ checklist }: { checklist: Checklist }) {
  const { items, done, problems } = checklist;
  return (
    <section aria-labelledby="launch-heading" className="mb-10 rounded-xl border border-slate-200 bg-white p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="launch-heading" className="flex items-center gap-2 text-xl font-bold text-slate-950">
          <ListChecks aria-hidden="true" className="size-5 text-slate-500" />
          Launch checklist
        </h2>
        <p className="text-sm font-semibold text-slate-800">
          {done} of {items.length} done
        </p>
      </div>
      <ProgressBar
        percent={Math.round((done / items.length) * 100)}
        label={`Launch checklist: ${done} of ${items.length} done`}
        className="mt-3"
      />
      {problems.map((problem) => (
        <p
          key={problem}
          className="mt-3 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      ))}
      <ol aria-label="Launch steps" className="mt-4 divide-y divide-slate-200">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="flex min-w-0 items-start gap-3">
              {item.done ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
              )}
              <div className="min-w-0">
                <p className={`font-semibold ${item.done ? "text-slate-700" : "text-slate-950"}`}>
                  {item.title}
                  <span className="sr-only">{item.done ? " (done)" : " (to do)"}</span>
                </p>
                <p className="text-sm text-slate-700">{item.detail}</p>
              </div>
            </div>
            <Link
              to={item.href}
              className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              {item.linkText}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
