import { CheckCircle2, Circle } from "lucide-react";
import { ExampleParts, InertButton } from "./ExampleParts";
import { SAMPLE_PLAYBOOK } from "./sample-content";

/** Which parts the sample reader has finished: static, as the spec's examples are. */
const COMPLETED = new Set(["part-1"]);

/** Style 4, Card-Heavy: everything in cards, with a learning path and its progress. */
export function CardHeavyExample() {
  const percent = Math.round((COMPLETED.size / SAMPLE_PLAYBOOK.parts.length) * 100);
  return (
    <main id="main" className="bg-slate-100 px-4 py-10 text-slate-900">
      <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-3">
        <header className="rounded-2xl bg-white p-8 shadow lg:col-span-2">
          <p className="text-sm font-semibold text-teal-800">Card-Heavy · {SAMPLE_PLAYBOOK.category}</p>
          <h1 className="mt-2 text-3xl font-bold">{SAMPLE_PLAYBOOK.title}</h1>
          <p className="mt-3 text-slate-600">{SAMPLE_PLAYBOOK.subtitle}</p>
          <InertButton className="mt-6 rounded-lg bg-teal-800 px-5 py-2.5 font-semibold text-white">
            Continue Learning
          </InertButton>
        </header>

        <section aria-labelledby="path-heading" className="rounded-2xl bg-white p-6 shadow">
          <h2 id="path-heading" className="text-lg font-bold">
            Learning path
          </h2>
          <p className="mt-1 text-sm text-slate-600">{percent}% complete</p>
          <div
            role="progressbar"
            aria-label="Learning path progress"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            className="mt-3 h-2 rounded-full bg-slate-200"
          >
            <div className="h-2 rounded-full bg-teal-700" style={{ width: `${percent}%` }} />
          </div>
          <ol className="mt-5 space-y-3">
            {SAMPLE_PLAYBOOK.parts.map((part) => {
              const done = COMPLETED.has(part.id);
              return (
                <li key={part.id} className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
                  {done ? (
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 text-teal-700" />
                  ) : (
                    <Circle aria-hidden="true" className="mt-0.5 size-5 text-slate-500" />
                  )}
                  <span>
                    <span className="block text-sm font-semibold">{part.title}</span>
                    <span className="text-xs text-slate-600">{done ? "Completed" : "Not completed"}</span>
                  </span>
                </li>
              );
            })}
          </ol>
        </section>

        <section aria-labelledby="stats-heading" className="rounded-2xl bg-white p-6 shadow">
          <h2 id="stats-heading" className="text-lg font-bold">
            Overview
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-3">
            {SAMPLE_PLAYBOOK.stats.map((stat) => (
              <div key={stat.label} className="rounded-xl bg-slate-50 p-3">
                <dt className="text-xs text-slate-600">{stat.label}</dt>
                <dd className="text-xl font-bold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="parts-heading" className="rounded-2xl bg-white p-6 shadow lg:col-span-2">
          <h2 id="parts-heading" className="text-lg font-bold">
            Parts
          </h2>
          <div className="mt-4">
            <ExampleParts
              listClass="grid grid-cols-3 gap-2"
              tabClass="rounded-xl border border-slate-200 px-3 py-2 text-sm font-medium aria-selected:border-teal-700 aria-selected:bg-teal-50"
              panelClass="mt-4 rounded-xl bg-slate-50 p-5"
            />
          </div>
        </section>

        <section aria-labelledby="resources-heading" className="rounded-2xl bg-white p-6 shadow lg:col-span-3">
          <h2 id="resources-heading" className="text-lg font-bold">
            Related resources
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {SAMPLE_PLAYBOOK.resources.map((resource) => (
              <li key={resource.title} className="rounded-xl border border-slate-200 p-4">
                <p className="text-xs text-slate-600">{resource.kind}</p>
                <p className="font-semibold">{resource.title}</p>
                <InertButton className="mt-3 text-sm font-semibold text-teal-800">Download</InertButton>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
