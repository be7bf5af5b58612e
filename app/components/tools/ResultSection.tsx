import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface ResultSectionProps {
  id: string;
  icon: LucideIcon;
  title: string;
  /** Spacing and colour for the body, when its parts are not styled one by one. */
  bodyClassName?: string;
  children: ReactNode;
}

/** One bordered part of a generated result (a plan, a package); kept whole on a printed page. */
export function ResultSection({ id, icon: Icon, title, bodyClassName = "", children }: ResultSectionProps) {
  return (
    <section aria-labelledby={id} className="break-inside-avoid rounded-xl border border-slate-200 p-6">
      <h3 id={id} className="flex items-center gap-2 text-lg font-bold text-slate-950">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h3>
      <div className={`mt-4 ${bodyClassName}`}>{children}</div>
    </section>
  );
}
