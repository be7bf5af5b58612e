import { Tabs } from "~/components/ui/Tabs";
import { InertButton } from "./ExampleParts";
import { SAMPLE_PLAYBOOK, sampleFigure } from "./sample-content";

const TAB =
  "rounded-md px-4 py-2 text-sm font-medium text-slate-300 aria-selected:bg-slate-700 aria-selected:text-white";

const PERFORMANCE = [
  { label: "Readers this month", value: "1,284" },
  { label: "Average time on page", value: "11 min" },
  { label: "Finished all parts", value: "38%" },
];

const USERS = [
  { segment: "Coaches", share: "34%" },
  { segment: "Consultants", share: "29%" },
  { segment: "Trainers", share: "21%" },
  { segment: "Other", share: "16%" },
];

function CompletionBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <div className="mt-1 h-2 rounded-full bg-slate-700" aria-hidden="true">
        <div className="h-2 rounded-full bg-emerald-400" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function UsersTable() {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Readers by segment (sample figures)</caption>
      <thead>
        <tr>
          <th scope="col" className="pb-2">
            Segment
          </th>
          <th scope="col" className="pb-2">
            Share of readers
          </th>
        </tr>
      </thead>
      <tbody>
        {USERS.map((row) => (
          <tr key={row.segment} className="border-t border-slate-700">
            <td className="py-2">{row.segment}</td>
            <td className="py-2">{row.share}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Style 5, Dashboard: the sample playbook as an analytics view (placeholder figures). */
export function DashboardExample() {
  return (
    <main id="main" className="bg-slate-900 px-4 py-10 text-slate-100">
      <div className="mx-auto max-w-6xl">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm text-emerald-300">Dashboard · {SAMPLE_PLAYBOOK.category}</p>
            <h1 className="mt-1 text-3xl font-bold">{SAMPLE_PLAYBOOK.title}</h1>
          </div>
          <InertButton className="rounded-md bg-emerald-400 px-4 py-2 text-sm font-semibold text-slate-950">
            Export Report
          </InertButton>
        </header>
        <dl className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
          {SAMPLE_PLAYBOOK.stats.map((stat) => (
            <div key={stat.label} className="rounded-lg bg-slate-800 p-4">
              <dt className="text-sm text-slate-300">{stat.label}</dt>
              <dd className="mt-1 text-2xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <Tabs
          label="Dashboard views"
          className="mt-10"
          listClass="flex gap-2 rounded-lg bg-slate-800 p-1"
          tabClass={TAB}
          items={[
            {
              id: "parts",
              label: "Content Parts",
              panelClass: "mt-6 space-y-4 rounded-lg bg-slate-800 p-6",
              content: SAMPLE_PLAYBOOK.parts.map((part, index) => (
                <CompletionBar key={part.id} label={`${part.label}: ${part.title}`} percent={sampleFigure(index + 1)} />
              )),
            },
            {
              id: "performance",
              label: "Performance",
              panelClass: "mt-6 grid gap-4 rounded-lg bg-slate-800 p-6 md:grid-cols-3",
              content: PERFORMANCE.map((figure) => (
                <div key={figure.label}>
                  <p className="text-sm text-slate-300">{figure.label}</p>
                  <p className="text-2xl font-bold">{figure.value}</p>
                </div>
              )),
            },
            {
              id: "users",
              label: "User Data",
              panelClass: "mt-6 rounded-lg bg-slate-800 p-6",
              content: <UsersTable />,
            },
          ]}
        />
      </div>
    </main>
  );
}
