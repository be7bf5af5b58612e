import { AlertTriangle } from "lucide-react";
import { buttonClass } from "~/components/ui/button";

/**
 * What an admin screen shows when it fails to render or load: its own title ("Category Manager
 * Error", …) and 'Please refresh the page'. Use it as the route's ErrorBoundary.
 */
export function AdminErrorFallback({ title }: { title: string }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 py-24 text-center">
      <AlertTriangle aria-hidden="true" className="size-12 text-amber-500" />
      <h1 className="mt-4 text-2xl font-bold text-slate-950">{title}</h1>
      <p className="mt-2 text-slate-600">Please refresh the page</p>
      <button type="button" className={`${buttonClass("primary")} mt-8`} onClick={() => window.location.reload()}>
        Refresh Page
      </button>
    </main>
  );
}
