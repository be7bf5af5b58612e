import { AlertTriangle } from "lucide-react";
import { buttonClass } from "~/components/ui/button";

/** The general failure screen; the stack trace is shown only outside production. */
export function ErrorScreen({ error }: { error: unknown }) {
  const stack = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <AlertTriangle aria-hidden="true" className="size-12 text-amber-500" />
      <h1 className="mt-4 text-2xl font-bold text-slate-950">Something went wrong</h1>
      <p className="mt-2 text-slate-600">An unexpected error occurred. Please try refreshing the page.</p>
      {stack && (
        <details className="mt-6 w-full max-w-2xl text-left">
          <summary className="cursor-pointer text-sm font-medium text-slate-700">Error details</summary>
          <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-100 p-4 text-xs text-slate-800">{stack}</pre>
        </details>
      )}
      <button type="button" className={`${buttonClass("primary", "lg")} mt-8`} onClick={() => window.location.reload()}>
        Refresh Page
      </button>
    </main>
  );
}
