/** "Step n of 6" (or any label) above a bar filled to current/total. */
export function ProgressBar({
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
  const percent = Math.round((current / total) * 100);
  return (
    <div className="print:hidden">
      <div className="mb-2 flex justify-between text-sm font-medium text-slate-700">
        <span>{label}</span>
        {detail && <span>{detail}</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
