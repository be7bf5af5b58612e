import { Upload } from "lucide-react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/admin/useResultToast";
import { buttonClass } from "~/components/ui/button";
import type { RedirectsResult } from "~/modules/redirects/admin-actions.server";
import { RuleProblems } from "./RuleProblems";

/** A CSV of rules, all added or none: a refusal names every line to correct. */
export function UploadRedirectsForm({ pageResult }: { pageResult?: RedirectsResult }) {
  const fetcher = useFetcher<RedirectsResult>({ key: "upload-redirects" });
  const result = fetcher.data ?? (pageResult?.form === "upload" ? pageResult : undefined);
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      aria-labelledby="upload-redirects-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="upload-redirects-heading" className="text-lg font-bold text-slate-950">
        Upload a CSV of redirects
      </h2>
      <p id="upload-redirects-help" className="mt-1 text-sm text-slate-700">
        One redirect per line: old address, new address, and 301 or 302 (301 when left out). A first line naming the
        columns is skipped. Moving from WordPress or Substack? Export your old addresses and list where each now lives.
      </p>
      <input type="hidden" name="intent" value="upload" />
      <label htmlFor="redirects-file" className="mt-4 block text-sm font-medium text-slate-900">
        CSV file (up to 5,000 redirects, 1 MB)
      </label>
      <input
        id="redirects-file"
        name="file"
        type="file"
        required
        accept=".csv,text/csv"
        aria-describedby="upload-redirects-help"
        className="mt-1 block w-full text-sm text-slate-900 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
      />
      {result && (
        <div role={result.ok ? "status" : "alert"} className="mt-3">
          <p
            className={`rounded-lg border p-3 text-sm ${
              result.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900"
            }`}
          >
            {result.message}
          </p>
          {result.problems && <RuleProblems id="upload-problems" problems={result.problems} />}
        </div>
      )}
      <button type="submit" disabled={busy} className={`${buttonClass("secondary")} mt-4`}>
        <Upload aria-hidden="true" className="size-4" />
        {busy ? "Uploading..." : "Upload CSV"}
      </button>
    </fetcher.Form>
  );
}
