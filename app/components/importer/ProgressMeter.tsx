import { ProgressBar } from "~/components/ui/ProgressBar";

/** A labelled progress bar (0–100) and a row of counters beneath it. */
export function ProgressMeter({
  labelledBy,
  percent,
  counts,
}: {
  labelledBy: string;
  percent: number;
  counts: { label: string; value: number; className?: string }[];
}) {
  return (
    <>
      <ProgressBar labelledBy={labelledBy} percent={percent} size="md" className="mt-2" />
      <dl className="mt-4 grid grid-cols-3 gap-4 text-center">
        {counts.map((count) => (
          <div key={count.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{count.label}</dt>
            <dd className={`text-2xl font-bold ${count.className ?? "text-slate-950"}`}>{count.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
