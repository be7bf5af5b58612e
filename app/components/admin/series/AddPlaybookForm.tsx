import { Plus } from "lucide-react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/admin/useResultToast";
import { buttonClass } from "~/components/ui/button";
import type { SeriesMember } from "~/db/queries/series-admin.server";
import type { AdminResult } from "~/modules/admin/manager-results";

/** Picks a playbook not yet in the series and adds it at the end (saved at once). */
export function AddPlaybookForm({ choices }: { choices: readonly SeriesMember[] }) {
  const fetcher = useFetcher<AdminResult>();
  useResultToast(fetcher.data);
  if (choices.length === 0) {
    return <p className="text-sm text-slate-600">Every playbook is already in this series.</p>;
  }
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
      <label className="min-w-72 flex-1 text-sm font-medium text-slate-800">
        Add a playbook
        <select
          name="playbookId"
          required
          defaultValue=""
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
        >
          <option value="" disabled>
            Choose a playbook…
          </option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.title}
              {choice.status === "draft" ? " (draft)" : ""}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        name="intent"
        value="add"
        disabled={fetcher.state !== "idle"}
        className={buttonClass("secondary")}
      >
        <Plus aria-hidden="true" className="size-4" />
        {fetcher.state !== "idle" ? "Adding..." : "Add to series"}
      </button>
    </fetcher.Form>
  );
}
