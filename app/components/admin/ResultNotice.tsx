import type { AdminResult } from "~/modules/admin/manager-results";

/** The outcome of a form submitted before scripts loaded (with scripts, a toast says the same). */
export function ResultNotice({ result }: { result?: AdminResult }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={`mb-4 rounded-lg border p-3 text-sm ${
        result.ok ? "border-slate-200 bg-slate-50 text-slate-800" : "border-red-200 bg-red-50 text-red-900"
      }`}
    >
      {result.message}
    </p>
  );
}
