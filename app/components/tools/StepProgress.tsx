import { ProgressBar } from "~/components/ui/ProgressBar";

/** "Step n of 6" (or any label) above a bar filled to current/total. */
export function StepProgress({
  label,
  current,
  total,
  detail,
}: {
  label: string;
  current: number;
  total: number;
  detail?: string;
}) {
  return (
    <div className="print:hidden">
      <div className="mb-2 flex justify-between text-sm font-medium text-slate-700">
        <span>{label}</span>
        {detail && <span>{detail}</span>}
      </div>
      <ProgressBar label={label} percent={Math.round((current / total) * 100)} />
    </div>
  );
}
