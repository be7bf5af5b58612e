import { Plus } from "lucide-react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/admin/useResultToast";
import { buttonClass } from "~/components/ui/button";
import type { RedirectsResult } from "~/modules/redirects/admin-actions.server";

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 aria-[invalid=true]:border-red-600";

/** One rule: an old path (or a prefix ending in /*), where it goes, and whether for good (301) or for now (302). */
export function AddRedirectForm({ pageResult }: { pageResult?: RedirectsResult }) {
  const fetcher = useFetcher<RedirectsResult>({ key: "add-redirect" });
  const result = fetcher.data ?? (pageResult?.form === "add" ? pageResult : undefined);
  useResultToast(fetcher.data);
  const refused = result && !result.ok ? result : undefined;
  const busy = fetcher.state !== "idle";
  // A rule added starts a fresh form; a refused one keeps what was typed.
  const version = result?.ok ? result.message : "form";
  return (
    <fetcher.Form
      key={version}
      method="post"
      aria-labelledby="add-redirect-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="add-redirect-heading" className="text-lg font-bold text-slate-950">
        Add a redirect
      </h2>
      <input type="hidden" name="intent" value="add" />
      <div className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_auto]">
        <div>
          <label htmlFor="redirect-from" className="text-sm font-medium text-slate-900">
            Old address
          </label>
          <input
            id="redirect-from"
            name="from"
            required
            defaultValue={refused?.values?.from}
            placeholder="/2023/05/my-old-post"
            aria-describedby="redirect-from-help"
            aria-invalid={refused ? true : undefined}
            autoComplete="off"
            spellCheck={false}
            className={fieldClass}
          />
          <p id="redirect-from-help" className="mt-1 text-xs text-slate-600">
            A path on this site. End it with /* for everything under it: /blog/*
          </p>
        </div>
        <div>
          <label htmlFor="redirect-to" className="text-sm font-medium text-slate-900">
            New address
          </label>
          <input
            id="redirect-to"
            name="to"
            required
            defaultValue={refused?.values?.to}
            placeholder="/catalog/my-playbook"
            aria-describedby="redirect-to-help"
            autoComplete="off"
            spellCheck={false}
            className={fieldClass}
          />
          <p id="redirect-to-help" className="mt-1 text-xs text-slate-600">
            A path here, or an https:// address. After /old/*, a new address ending in /* gets the rest of the path.
          </p>
        </div>
        <div>
          <label htmlFor="redirect-status" className="text-sm font-medium text-slate-900">
            Kind
          </label>
          <select
            id="redirect-status"
            name="status"
            defaultValue={refused?.values?.status ?? "301"}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
          >
            <option value="301">301: moved for good</option>
            <option value="302">302: moved for now</option>
          </select>
        </div>
      </div>
      {refused && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {refused.message}
        </p>
      )}
      {result?.ok && !fetcher.data && (
        <p role="status" className="mt-3 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {result.message}
        </p>
      )}
      <button type="submit" disabled={busy} className={`${buttonClass()} mt-4`}>
        <Plus aria-hidden="true" className="size-4" />
        {busy ? "Adding..." : "Add redirect"}
      </button>
    </fetcher.Form>
  );
}
