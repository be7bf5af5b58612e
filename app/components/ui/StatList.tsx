import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export interface Stat {
  icon: LucideIcon;
  /** Read by screen readers in place of the icon. */
  label: string;
  value: ReactNode;
}

const SIZES = {
  compact: { list: "gap-x-4 gap-y-1 text-xs", item: "gap-1", icon: "size-3.5" },
  regular: { list: "gap-x-5 gap-y-1 text-sm", item: "gap-1.5", icon: "size-4" },
} as const;

/** A row of figures (reading time, parts, words), each behind its icon, as a description list. */
export function StatList({
  stats,
  size = "regular",
  className = "",
}: {
  stats: readonly Stat[];
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const classes = SIZES[size];
  return (
    <dl className={`flex flex-wrap text-slate-600 ${classes.list} ${className}`}>
      {stats.map(({ icon: Icon, label, value }) => (
        <div key={label} className={`flex items-center ${classes.item}`}>
          {/* A <dl>'s group holds only <dt> and <dd>: the icon stands in the term, for the eye. */}
          <dt>
            <Icon aria-hidden="true" className={classes.icon} />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
