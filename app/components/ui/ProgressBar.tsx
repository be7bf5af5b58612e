const HEIGHT = { sm: "h-2", md: "h-3" } as const;

interface ProgressBarProps {
  /** 0-100. */
  percent: number;
  /** The bar's accessible name, when no visible heading names it... */
  label?: string;
  /** ...or the id of the heading that does. */
  labelledBy?: string;
  size?: keyof typeof HEIGHT;
  /** Placement only (margins); the bar draws itself. */
  className?: string;
}

/** The site's one progress bar: a brand-coloured fill on a grey track, announced as a progressbar. */
export function ProgressBar({ percent, label, labelledBy, size = "sm", className = "" }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`${HEIGHT[size]} overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
