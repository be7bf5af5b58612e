import type { ReactNode } from "react";

/** A problem the visitor has to fix to go on, announced as soon as it appears. */
export function ErrorAlert({ className = "", children }: { className?: string; children: ReactNode }) {
  return (
    <p role="alert" className={`rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 ${className}`}>
      {children}
    </p>
  );
}
