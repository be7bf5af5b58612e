import type { LucideIcon } from "lucide-react";

export interface IconListItem {
  icon: LucideIcon;
  text: string;
}

/** Short lines, each led by an icon: what a pack contains, what a page promises. */
export function IconList({
  items,
  className = "",
  iconClassName = "text-brand-700",
}: {
  items: readonly IconListItem[];
  /** Spacing and placement of the list. */
  className?: string;
  /** The icons' colour. */
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-start gap-2 text-slate-800">
          <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${iconClassName}`} />
          {text}
        </li>
      ))}
    </ul>
  );
}
