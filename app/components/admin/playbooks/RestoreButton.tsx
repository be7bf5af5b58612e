import { RotateCcw } from "lucide-react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/admin/useResultToast";
import { buttonClass } from "~/components/ui/button";
import type { AdminResult } from "~/modules/admin/manager-results";

interface RestoreButtonProps {
  /** The route whose action restores (the revisions list or the trash). */
  action: string;
  /** Hidden fields identifying what to restore. */
  fields: Record<string, string | number>;
  /** Accessible name, e.g. "Restore version 3". */
  label: string;
}

/** A one-click restore: works as a plain form post, and with scripts reports back in a toast. */
export function RestoreButton({ action, fields, label }: RestoreButtonProps) {
  const fetcher = useFetcher<AdminResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-label={label}
        disabled={fetcher.state !== "idle"}
        className={buttonClass("secondary", "sm")}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {fetcher.state !== "idle" ? "Restoring..." : "Restore"}
      </button>
    </fetcher.Form>
  );
}
