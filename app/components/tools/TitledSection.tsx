import type { ReactNode } from "react";

/** A plain part of a result under its own h3, which also names it for screen readers. */
export function TitledSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-lg font-semibold text-slate-950">
        {title}
      </h3>
      {children}
    </section>
  );
}
