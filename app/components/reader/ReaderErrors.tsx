import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** A centred error screen on the public layout: what went wrong and where to go instead. */
export function ErrorCard({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <main id="main" className="flex flex-1 items-center justify-center px-4 py-24">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <AlertCircle aria-hidden="true" className="mx-auto size-10 text-red-600" />
        <h1 className="mt-4 text-2xl font-bold text-slate-950">{title}</h1>
        <p className="mt-2 text-slate-600">{message}</p>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/** The spec's messages: "No playbook slug provided", "Playbook not found", "Failed to load playbook". */
export function PlaybookNotFound({ message }: { message: string }) {
  return (
    <ErrorCard title="Playbook Not Found" message={message}>
      <Link to="/catalog" className={buttonClass("primary", "md")}>
        Back to Catalog
      </Link>
    </ErrorCard>
  );
}

export function PartNotFound({ playbookSlug }: { playbookSlug: string }) {
  return (
    <ErrorCard title="Part Not Found" message="The requested part could not be found.">
      <Link to={`/catalog/${playbookSlug}`} className={buttonClass("primary", "md")}>
        Back to Playbook
      </Link>
    </ErrorCard>
  );
}
